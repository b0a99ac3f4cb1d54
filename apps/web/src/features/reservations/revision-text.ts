import {
  CANCEL_REASON_LABELS,
  type CancelReason,
  CONTACT_TYPE_LABELS,
  type ContactType,
  isValidDateString,
  type Locale,
  localeForLanguageId,
  type MeetingType,
  meetingTypeName,
  minutesToTime,
  type ReservationRevision,
  spaceSettingName,
} from '@meetspace/domain';
import type { i18n as I18n } from 'i18next';
import { formatDate, formatInstant, money } from '../../lib/format.ts';
import { NAMESPACE } from './i18n.ts';

/** Words of this feature, then of the shell (`languages`). */
const IN_FEATURE = { ns: [NAMESPACE, 'common'] };

/** One changed field in words: "Start time: 09:00 → 10:00". */
export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

export interface RevisionText {
  action: string;
  who: string;
  when: string;
  changes: ChangeLine[];
}

/** Fields whose numbers are euros on the wire. */
const MONEY_FIELDS = new Set([
  'TotalInclTax',
  'TotalExclTax',
  'Discount',
  'PackagePrice',
  'PriceTotal',
  'PricePerSeat',
  'PricePerItem',
  'TotalPrice',
  'FeeInclTax',
  'TotalPaid',
  'TotalOpen',
  'AmountToPay',
  'CreditUsed',
]);

/** "StartMinutes" → "Start minutes", "externallink-added" → "Externallink added". */
export function humanize(name: string): string {
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Context {
  i18n: I18n;
  locale: Locale;
  action: string;
}

const label = (ctx: Context, group: string, key: string) =>
  ctx.i18n.exists(`${group}.${key}`, IN_FEATURE) ? ctx.i18n.t(`${group}.${key}`, IN_FEATURE) : humanize(key);

/** The name of a field of a revision (the wire name when the catalog has no words for it). */
export const fieldLabel = (ctx: Context, field: string) => label(ctx, 'revisions.fields', field);

/** A value of a revision in words of the page's language, by what its field means. */
export function formatValue(ctx: Context, field: string, value: unknown, parent = ''): string {
  const { i18n, locale } = ctx;
  if (value === null || value === undefined || value === '') return i18n.t('revisions.empty', IN_FEATURE);
  if (Array.isArray(value)) {
    if (value.length === 0) return i18n.t('revisions.none', IN_FEATURE);
    return value
      .map((item) => formatValue(ctx, field, item, field))
      .join(typeof value[0] === 'object' ? '; ' : ', ');
  }
  if (typeof value === 'object') {
    const item = value as Record<string, unknown>;
    // A program item reads as the agenda does: "09:00–10:00 Opening".
    if (typeof item.StartMinutes === 'number' && typeof item.EndMinutes === 'number' && 'Title' in item) {
      return `${minutesToTime(item.StartMinutes)}–${minutesToTime(item.EndMinutes)} ${String(item.Title ?? '')}`.trim();
    }
    return Object.entries(item)
      .filter(([key, v]) => key !== 'Id' && v !== null && v !== undefined && v !== '')
      .map(([key, v]) => `${fieldLabel(ctx, key)}: ${formatValue(ctx, key, v, parent || field)}`)
      .join(', ');
  }
  if (typeof value === 'boolean') return i18n.t(value ? 'revisions.yes' : 'revisions.no', IN_FEATURE);
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return money(value, locale);
    if (field.endsWith('Percentage')) return `${value.toLocaleString(locale)}%`;
    if (field.endsWith('Minutes')) return minutesToTime(value);
    if (field === 'StatusId' && i18n.exists(`my.status.${value}`, IN_FEATURE))
      return i18n.t(`my.status.${value}`, IN_FEATURE);
    if (field === 'CancelReasonType' && value in CANCEL_REASON_LABELS)
      return CANCEL_REASON_LABELS[value as CancelReason][locale];
    if (field === 'LanguageId')
      return i18n.t(`languages.${localeForLanguageId(value) ?? 'unknown'}`, IN_FEATURE);
    if (field === 'SettingId') return spaceSettingName(value, locale) ?? String(value);
    if (field === 'MeetingtypeId' && value >= 1 && value <= 3)
      return meetingTypeName(value as MeetingType, locale);
    if (field === 'TypeId') {
      if (parent === 'Contacts' || ctx.action === 'contacts')
        return CONTACT_TYPE_LABELS[value as ContactType]?.[locale] ?? String(value);
      if (ctx.action.startsWith('externallink') && i18n.exists(`links.types.${value}`, IN_FEATURE))
        return i18n.t(`links.types.${value}`, IN_FEATURE);
    }
    if (field.endsWith('Id')) return `#${value}`;
    return value.toLocaleString(locale);
  }
  const text = String(value);
  if (field.endsWith('Date') && isValidDateString(text.slice(0, 10))) return formatDate(text, locale);
  if (field.endsWith('At') && /^\d{4}-\d{2}-\d{2}T/.test(text)) return formatInstant(text, locale);
  return text;
}

/** What a revision can name by id: the reservation's own options and spaces. */
export interface RevisionSubject {
  Options: readonly { OptionId: number; Name: string }[];
  Spaces: readonly { Id: number; SpaceName: string }[];
}

/** The segments of a field path: `Options[OptionId=3,StartMinutes=600].Amount` → two segments. */
export function fieldPath(field: string): { name: string; keys: Record<string, string> }[] {
  return (field.match(/[^.[\]]+(\[[^\]]*\])?/g) ?? [field]).map((segment) => {
    const open = segment.indexOf('[');
    if (open < 0) return { name: segment, keys: {} };
    const keys = Object.fromEntries(
      segment
        .slice(open + 1, -1)
        .split(',')
        .map((pair) => pair.split('=') as [string, string])
        .filter(([key, value]) => key && value !== undefined),
    );
    return { name: segment.slice(0, open), keys };
  });
}

/** A segment of a field path in words: the option or space it names, else the field's name. */
function segmentLabel(
  ctx: Context,
  segment: { name: string; keys: Record<string, string> },
  subject: RevisionSubject | undefined,
): string {
  const { name, keys } = segment;
  const spaceName = (id: string | undefined) =>
    subject?.Spaces.find((s) => String(s.Id) === id)?.SpaceName ?? `${fieldLabel(ctx, 'SpaceName')} #${id}`;
  if (name === 'Options' && keys.OptionId) {
    const option =
      subject?.Options.find((o) => String(o.OptionId) === keys.OptionId)?.Name ??
      `${fieldLabel(ctx, 'OptionId')} #${keys.OptionId}`;
    const where = [
      keys.ReservationSpaceId ? spaceName(keys.ReservationSpaceId) : '',
      keys.StartMinutes ? minutesToTime(Number(keys.StartMinutes)) : '',
    ].filter(Boolean);
    return where.length ? `${option} (${where.join(', ')})` : option;
  }
  if (name === 'Spaces' && keys.Id) return spaceName(keys.Id);
  return fieldLabel(ctx, name);
}

/**
 * A revision in words: what happened, who did it, when, and each field from → to. Field paths
 * (`InvoiceAddress.City`, `Options[OptionId=3].Amount`, `Spaces[Id=5].Seats`) read as
 * "Invoice address › City", "Coffee › Number", "Boardroom › People" when `subject` knows the ids.
 */
export function describeRevision(
  revision: ReservationRevision,
  i18n: I18n,
  locale: Locale,
  subject?: RevisionSubject,
): RevisionText {
  const ctx: Context = { i18n, locale, action: revision.Action };
  return {
    action: label(ctx, 'revisions.actions', revision.Action),
    who: revision.ProfileName ?? i18n.t('revisions.system', IN_FEATURE),
    when: formatInstant(revision.CreatedAt, locale),
    changes: revision.Changes.map((change) => {
      const path = fieldPath(change.Field);
      const last = path[path.length - 1]?.name ?? change.Field;
      const parent = path.length > 1 ? (path[path.length - 2]?.name ?? '') : '';
      return {
        field: path.map((segment) => segmentLabel(ctx, segment, subject)).join(' › '),
        from: formatValue(ctx, last, change.From, parent),
        to: formatValue(ctx, last, change.To, parent),
      };
    }),
  };
}
