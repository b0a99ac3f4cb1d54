import { ClickType, peopleApi } from '@meetspace/domain';
import { callApi } from './api-client.ts';

/**
 * Records that a location card, an event or a story was opened (`POST /v1/log/click`): fire and
 * forget, never in the way of the navigation, anonymous or with the member's session.
 */
export function logClick(type: keyof typeof ClickType, itemId: number): void {
  if (typeof window === 'undefined' || !(itemId > 0)) return;
  callApi(peopleApi.logClick, { body: { TypeId: ClickType[type], ItemId: itemId } }).catch(() => undefined);
}
