import {
  addDays,
  isValidDateString,
  type Locale,
  PROPOSAL_TEXT_MAX,
  TENDER_LOCATIONS,
  TENDER_MAX_DAYS,
  type TenderBody,
} from '@meetspace/domain';
import { daysBetween } from '../../lib/format.ts';

// The tender form's state, its rules (the server's, checked before sending), the draft that
// survives a login in the middle, and what a search or location page hands over in the URL.

/** A location asked, with what the picker shows of it. */
export interface AskedLocation {
  Id: number;
  Name: string;
  City: string;
}

/** The form as typed (numbers the visitor types stay text until sent). */
export interface TenderDraft {
  name: string;
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  seats: string;
  meetingTypeId: number;
  /** '' for no preference. */
  settingId: string;
  optionCategoryIds: number[];
  /** Euros, as typed ('' for none). */
  budget: string;
  description: string;
  locations: AskedLocation[];
  /** Where the meeting should be near (from a search): the compare table's distances. */
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The fields the form marks (the body's names, so server errors land on the same ones). */
export type TenderField =
  | 'Name'
  | 'StartDate'
  | 'EndDate'
  | 'StartMinutes'
  | 'EndMinutes'
  | 'Seats'
  | 'Budget'
  | 'Description'
  | 'LocationIds';

/** The daily times offered: every quarter of an hour. */
export const TIME_STEP = 15;
export const MAX_SEATS = 10_000;
export const MAX_BUDGET = 10_000_000;
export const NAME_MAX = 120;

/** An empty form starting on `today`'s next day, 09:00-17:00, 10 people. */
export function emptyDraft(today: string): TenderDraft {
  const day = addDays(today, 1);
  return {
    name: '',
    startDate: day,
    endDate: day,
    startMinutes: 540,
    endMinutes: 1020,
    seats: '10',
    meetingTypeId: 1,
    settingId: '',
    optionCategoryIds: [],
    budget: '',
    description: '',
    locations: [],
    placeName: null,
    latitude: null,
    longitude: null,
  };
}

const onStep = (minutes: number) => Number.isInteger(minutes) && minutes % TIME_STEP === 0;
const number = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' || !/^\d+(\.\d{1,2})?$/.test(trimmed) ? Number.NaN : Number(trimmed);
};

/**
 * A draft from the URL a search or a location page links with: `locations=1,2,3` (ids, at most 5
 * kept), `date`, `endDate`, `start`/`end` (minutes), `seats`, `type`, `place`, `lat`, `lng`.
 * Names of the locations are not in the URL: they are `{ Id, Name: '', City: '' }` until loaded.
 */
export function draftFromUrl(params: URLSearchParams, today: string): TenderDraft {
  const draft = emptyDraft(today);
  const ids = (params.get('locations') ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  draft.locations = [...new Set(ids)]
    .slice(0, TENDER_LOCATIONS.max)
    .map((Id) => ({ Id, Name: '', City: '' }));
  const date = params.get('date');
  if (date && isValidDateString(date) && date > today) {
    draft.startDate = date;
    draft.endDate = date;
  }
  const endDate = params.get('endDate');
  if (endDate && isValidDateString(endDate) && endDate >= draft.startDate) draft.endDate = endDate;
  const start = Number(params.get('start'));
  const end = Number(params.get('end'));
  if (
    params.has('start') &&
    params.has('end') &&
    onStep(start) &&
    onStep(end) &&
    start < end &&
    end <= 1440
  ) {
    draft.startMinutes = start;
    draft.endMinutes = end;
  }
  const seats = Number(params.get('seats'));
  if (Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS) draft.seats = String(seats);
  const type = Number(params.get('type'));
  if (type === 1 || type === 2 || type === 3) draft.meetingTypeId = type;
  const place = params.get('place')?.trim();
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (place) draft.placeName = place.slice(0, NAME_MAX);
  if (params.has('lat') && params.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    draft.latitude = lat;
    draft.longitude = lng;
  }
  return draft;
}

/**
 * What is wrong with the draft, as error codes per field (the codes the server answers with, so
 * one catalog of sentences serves both): the same rules as `POST /v1/Tender`.
 */
export function checkDraft(draft: TenderDraft, today: string): Partial<Record<TenderField, string>> {
  const errors: Partial<Record<TenderField, string>> = {};
  if (draft.name.trim().length > NAME_MAX) errors.Name = 'too_big';
  if (!isValidDateString(draft.startDate)) errors.StartDate = 'invalid_format';
  else if (draft.startDate <= today) errors.StartDate = 'start_not_after_today';
  if (!isValidDateString(draft.endDate)) errors.EndDate = 'invalid_format';
  else if (!errors.StartDate && draft.endDate < draft.startDate) errors.EndDate = 'end_before_start';
  else if (!errors.StartDate && daysBetween(draft.startDate, draft.endDate) + 1 > TENDER_MAX_DAYS)
    errors.EndDate = 'period_too_long';
  if (!onStep(draft.startMinutes) || draft.startMinutes < 0 || draft.startMinutes >= 1440)
    errors.StartMinutes = 'not_quarter_hour';
  if (!onStep(draft.endMinutes) || draft.endMinutes > 1440) errors.EndMinutes = 'not_quarter_hour';
  else if (draft.endMinutes <= draft.startMinutes) errors.EndMinutes = 'end_not_after_start';
  const seats = Number(draft.seats.trim());
  if (draft.seats.trim() === '') errors.Seats = 'required';
  else if (!Number.isInteger(seats) || seats < 1) errors.Seats = 'too_small';
  else if (seats > MAX_SEATS) errors.Seats = 'too_big';
  if (draft.budget.trim() !== '') {
    const budget = number(draft.budget);
    if (Number.isNaN(budget)) errors.Budget = 'not_whole_cents';
    else if (budget > MAX_BUDGET) errors.Budget = 'too_big';
  }
  if (draft.description.trim().length > PROPOSAL_TEXT_MAX) errors.Description = 'too_big';
  const count = draft.locations.length;
  if (count < TENDER_LOCATIONS.min || count > TENDER_LOCATIONS.max)
    errors.LocationIds = 'tender_location_count';
  return errors;
}

/**
 * The form's code for a field error of the server: its period checks answer with the generic
 * too_small / too_big, which read better as the form's own sentences for the field.
 */
export function formCode(field: string, code: string): string {
  if (field === 'StartDate' && code === 'too_small') return 'start_not_after_today';
  if (field === 'EndDate' && code === 'too_small') return 'end_before_start';
  if (field === 'EndDate' && code === 'too_big') return 'period_too_long';
  if (field === 'EndMinutes' && code === 'too_small') return 'end_not_after_start';
  return code;
}

/** The call's body of a checked draft, in the page's language. */
export function tenderBodyOf(draft: TenderDraft, locale: Locale): TenderBody {
  const budget = draft.budget.trim() === '' ? null : number(draft.budget);
  return {
    LocationIds: draft.locations.map((l) => l.Id),
    StartDate: draft.startDate,
    EndDate: draft.endDate,
    StartMinutes: draft.startMinutes,
    EndMinutes: draft.endMinutes,
    Seats: Number(draft.seats.trim()),
    MeetingtypeId: draft.meetingTypeId,
    SettingId: draft.settingId === '' ? null : Number(draft.settingId),
    OptionCategoryIds: [...draft.optionCategoryIds].sort((a, b) => a - b),
    Budget: budget,
    Description: draft.description.trim(),
    Name: draft.name.trim(),
    Language: locale,
    PlaceName: draft.placeName,
    Latitude: draft.latitude,
    Longitude: draft.longitude,
  };
}

/** Where the draft waits while its writer logs in or registers (this tab only). */
export const DRAFT_STORAGE_KEY = 'meetspace.tender-draft';

export function saveDraft(draft: TenderDraft, storage: Storage | undefined = sessionStorageOrNone()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage: the form simply stays as it is on screen.
  }
}

/** The saved draft, if one is there and still has the form's shape. */
export function loadDraft(storage: Storage | undefined = sessionStorageOrNone()): TenderDraft | null {
  try {
    const text = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<TenderDraft>;
    if (
      typeof value.startDate !== 'string' ||
      typeof value.endDate !== 'string' ||
      typeof value.startMinutes !== 'number' ||
      typeof value.endMinutes !== 'number' ||
      !Array.isArray(value.locations) ||
      !Array.isArray(value.optionCategoryIds)
    )
      return null;
    return { ...emptyDraft(value.startDate), ...value } as TenderDraft;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage | undefined = sessionStorageOrNone()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
