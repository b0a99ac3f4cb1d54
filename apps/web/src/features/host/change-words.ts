import type { CatalogueChangeEntry } from '@meetspace/domain';

/** A changed value as the log shows it: text as is, lists joined, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(shownValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The key under `changes.subject` of a change's subject (unknown kinds read as "other"). */
export function subjectKey(change: Pick<CatalogueChangeEntry, 'SubjectType'>): string {
  return [
    'location',
    'space',
    'option',
    'package',
    'opening-hours',
    'closed-day',
    'photo',
    'manager',
    'status',
    'widget',
  ].includes(change.SubjectType)
    ? change.SubjectType
    : 'other';
}

/** The key under `changes.action` of a change's action. */
export function actionKey(change: Pick<CatalogueChangeEntry, 'Action'>): string {
  return ['create', 'update', 'delete', 'invite', 'approve', 'reject', 'suspend'].includes(change.Action)
    ? change.Action
    : 'other';
}
