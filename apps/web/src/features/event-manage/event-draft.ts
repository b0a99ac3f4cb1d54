import {
  DEFAULT_EVENT_END_MINUTES,
  DEFAULT_EVENT_START_MINUTES,
  EVENT_CURRENCIES,
  EVENT_IMAGE_MIN_WIDTH,
  EVENT_MAX_CAPACITY,
  type EventBody,
  type EventCurrency,
  type EventOnlineValue,
  type EventUpdateBody,
  type EventView,
  eventFieldErrors,
} from '@meetspace/domain';

// The event creation wizard's draft: what each of the 6 steps asks, the rules per step (the
// domain's `eventFieldErrors` plus the single fields), the body of `POST /v1/event`, and the copy
// kept in this tab's session storage (a reload or an in-place login keeps it).

/** One price as typed (text fields until sent). */
export interface DraftPrice {
  Price: string;
  Currency: EventCurrency;
  TaxPercentage: string;
  /** Early bird: from this day on (empty: from the start). */
  StartDate: string;
}

/** One program item as typed. */
export interface DraftProgramItem {
  Date: string;
  StartMinutes: number;
  EndMinutes: number;
  Title: string;
  Speaker: string;
}

export type PlaceKind = 'location' | 'address';

export interface EventDraft {
  Name: string;
  StartDate: string;
  StartMinutes: number;
  EndDate: string;
  EndMinutes: number;
  /** The uploaded picture's URL (the `Image` field) and a smaller size to preview. */
  Image: string | null;
  Preview: string | null;
  EventTypeId: number;
  IsOnline: EventOnlineValue;
  place: PlaceKind;
  LocationId: number | null;
  LocationName: string;
  Address: string;
  Postalcode: string;
  City: string;
  Country: string;
  MaxCapacity: string;
  Prices: DraftPrice[];
  IsTicketLink: boolean;
  Url: string;
  OnlineUrl: string;
  IsPublic: boolean;
  Description: string;
  Tags: string[];
  ProgramItems: DraftProgramItem[];
}

export const WIZARD_STEPS = ['name', 'picture', 'type', 'description', 'program', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A new draft: the event starts and ends today, 09:00 to 17:00, offline, public. */
export function emptyDraft(today: string): EventDraft {
  return {
    Name: '',
    StartDate: today,
    StartMinutes: DEFAULT_EVENT_START_MINUTES,
    EndDate: today,
    EndMinutes: DEFAULT_EVENT_END_MINUTES,
    Image: null,
    Preview: null,
    EventTypeId: 4,
    IsOnline: 'offline',
    place: 'location',
    LocationId: null,
    LocationName: '',
    Address: '',
    Postalcode: '',
    City: '',
    Country: '',
    MaxCapacity: '',
    Prices: [],
    IsTicketLink: false,
    Url: '',
    OnlineUrl: '',
    IsPublic: true,
    Description: '',
    Tags: [],
    ProgramItems: [],
  };
}

export const emptyPrice = (): DraftPrice => ({
  Price: '',
  Currency: EVENT_CURRENCIES[0],
  TaxPercentage: '21',
  StartDate: '',
});

/** A number typed with a comma or a point ("12,50"), or NaN. */
export function parseAmount(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** Whether a typed link is an http(s) URL (as the API's schema wants). */
export const isHttpUrl = (url: string) => HTTP_URL.test(url.trim());

/** A field's error: the field (as the API names it) and a code (the sentence is the page's). */
export type DraftErrors = Record<string, string>;

/** Which fields each step shows (errors of the API land on the step that shows the field). */
const STEP_OF_FIELD: [RegExp, WizardStep][] = [
  [/^(Name|StartDate|StartMinutes|EndDate|EndMinutes)$/, 'name'],
  [/^Image$/, 'picture'],
  [
    /^(EventTypeId|IsOnline|LocationId|LocationName|Address|Postalcode|City|Country|MaxCapacity|Prices.*|IsTicketLink|Url|OnlineUrl|IsPublic|ReservationId)$/,
    'type',
  ],
  [/^(Description|Tags.*)$/, 'description'],
  [/^ProgramItems.*$/, 'program'],
];

/** The step that shows `field` (the last step for a field no step shows). */
export function stepOfField(field: string): WizardStep {
  return STEP_OF_FIELD.find(([pattern]) => pattern.test(field))?.[1] ?? 'confirm';
}

/**
 * Everything wrong with the draft, by field: the single fields and the domain's rules
 * (`eventFieldErrors`: 3 tags, end after start, not in the past, ticket URL, one price per
 * currency and day). The page shows the errors of one step at a time (`stepErrors`).
 */
export function draftErrors(
  d: EventDraft,
  today: string,
  { checkStart = true, imageRequired = true }: { checkStart?: boolean; imageRequired?: boolean } = {},
): DraftErrors {
  const errors: DraftErrors = {};
  const put = (field: string, code: string) => {
    if (!errors[field]) errors[field] = code;
  };
  if (d.Name.trim().length < 3) put('Name', 'name_short');
  if (!d.StartDate) put('StartDate', 'required');
  if (!d.EndDate) put('EndDate', 'required');
  if (imageRequired && !d.Image) put('Image', 'image_required');
  if (d.IsOnline !== 'online') {
    if (d.place === 'location' && !d.LocationId) put('LocationId', 'location_required');
    if (d.place === 'address') {
      if (!d.Address.trim()) put('Address', 'required');
      if (!d.City.trim()) put('City', 'required');
    }
  }
  if (d.IsOnline !== 'offline' && d.OnlineUrl.trim() && !isHttpUrl(d.OnlineUrl))
    put('OnlineUrl', 'url_invalid');
  const capacity = capacityOf(d);
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1 || capacity > EVENT_MAX_CAPACITY))
    put('MaxCapacity', 'capacity_min');
  d.Prices.forEach((p, i) => {
    const amount = parseAmount(p.Price);
    if (!(amount > 0)) put(`Prices.${i}.Price`, 'price_min');
    const vat = parseAmount(p.TaxPercentage);
    if (!(vat >= 0 && vat <= 100)) put(`Prices.${i}.TaxPercentage`, 'vat_invalid');
  });
  if (d.IsTicketLink && d.Url.trim() && !isHttpUrl(d.Url)) put('Url', 'url_invalid');
  d.ProgramItems.forEach((item, i) => {
    if (!item.Title.trim()) put(`ProgramItems.${i}.Title`, 'required');
    if (!item.Date) put(`ProgramItems.${i}.Date`, 'required');
    if (item.EndMinutes <= item.StartMinutes) put(`ProgramItems.${i}.EndMinutes`, 'event_end_before_start');
  });
  const rules = eventFieldErrors(
    {
      Name: d.Name,
      StartDate: d.StartDate,
      StartMinutes: d.StartMinutes,
      EndDate: d.EndDate,
      EndMinutes: d.EndMinutes,
      Tags: d.Tags,
      IsTicketLink: d.IsTicketLink,
      Url: d.Url.trim() || null,
      MaxCapacity: capacity,
      Prices: d.Prices.map((p) => ({
        Price: parseAmount(p.Price),
        Currency: p.Currency,
        StartDate: p.StartDate || null,
      })),
    },
    today,
    checkStart,
  );
  for (const problem of rules) put(problem.Field.replace(/\[(\d+)\]/g, '.$1'), problem.Code);
  return errors;
}

/** The errors of one step (the fields it shows). */
export function stepErrors(d: EventDraft, step: WizardStep, today: string): DraftErrors {
  return Object.fromEntries(Object.entries(draftErrors(d, today)).filter(([f]) => stepOfField(f) === step));
}

/** The first step with an error (so "Publish" leads back to it), or null when all are right. */
export function firstStepWithErrors(d: EventDraft, today: string): WizardStep | null {
  const fields = Object.keys(draftErrors(d, today));
  return WIZARD_STEPS.find((step) => fields.some((f) => stepOfField(f) === step)) ?? null;
}

/** The capacity typed (null: no limit; NaN: not a number). */
export function capacityOf(d: Pick<EventDraft, 'MaxCapacity'>): number | null {
  const t = d.MaxCapacity.trim();
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** Whether a picture of this size may be an event's (JPEG checked apart): wider than 1024 px. */
export const imageWideEnough = (width: number) => width > EVENT_IMAGE_MIN_WIDTH;

/** Whether a chosen file is a JPEG by its type, or by its name when the browser gives no type. */
export function isJpegFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? file.type === 'image/jpeg' : /\.jpe?g$/i.test(file.name);
}

/** A tag as typed, tidied: no commas or hash, single spaces; empty when nothing is left. */
export const tidyTag = (tag: string) => tag.replace(/[#,]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);

/** Adds typed tags (comma separated) to the list, without repeating one (case-insensitive). */
export function addTags(tags: readonly string[], typed: string): string[] {
  const out = [...tags];
  for (const part of typed.split(',')) {
    const tag = tidyTag(part);
    if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  }
  return out;
}

/** The body of `POST /v1/event`: a draft, or published at once. */
export function eventBodyOf(d: EventDraft, publish: boolean, language: 'nl' | 'en'): EventBody {
  const onlineOnly = d.IsOnline === 'online';
  const atLocation = !onlineOnly && d.place === 'location';
  const atAddress = !onlineOnly && d.place === 'address';
  return {
    Name: d.Name.trim(),
    EventTypeId: d.EventTypeId,
    IsOnline: d.IsOnline,
    StartDate: d.StartDate,
    StartMinutes: d.StartMinutes,
    EndDate: d.EndDate,
    EndMinutes: d.EndMinutes,
    Image: d.Image,
    ...(atLocation && d.LocationId ? { LocationId: d.LocationId } : {}),
    LocationName: onlineOnly ? '' : d.LocationName.trim(),
    Address: atAddress ? d.Address.trim() : '',
    Postalcode: atAddress ? d.Postalcode.trim() : '',
    City: onlineOnly ? '' : d.City.trim(),
    Country: atAddress ? d.Country.trim() : '',
    MaxCapacity: capacityOf(d),
    Prices: d.Prices.map((p) => ({
      Price: parseAmount(p.Price),
      Currency: p.Currency,
      TaxPercentage: parseAmount(p.TaxPercentage),
      StartDate: p.StartDate || null,
    })),
    IsTicketLink: d.IsTicketLink,
    Url: d.Url.trim() || null,
    OnlineUrl: d.IsOnline === 'offline' ? null : d.OnlineUrl.trim() || null,
    IsPublic: d.IsPublic,
    Description: d.Description.trim(),
    Tags: d.Tags,
    ProgramItems: d.ProgramItems.map((p) => ({
      Date: p.Date,
      StartMinutes: p.StartMinutes,
      EndMinutes: p.EndMinutes,
      Title: p.Title.trim(),
      Speaker: p.Speaker.trim(),
    })),
    Language: language,
    IsPublished: publish,
  };
}

/** The group of the wizard's address (`?group=<id>`: opened from a group's events), or null. */
export function groupOfSearch(search: URLSearchParams): number | null {
  const id = Number(search.get('group'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The body of `POST /v1/event` for an event of a group (`Type` Group, `ItemId` and `GroupId`). */
export function inGroup(body: EventBody, groupId: number | null): EventBody {
  return groupId === null ? body : { ...body, Type: 'Group', ItemId: groupId, GroupId: groupId };
}

// ---------------------------------------------------------------------------------------------
// An existing event in the same shape (the management pages edit it with the wizard's fields)

/** The fields of an event as the forms edit them. */
export function draftOfEvent(e: EventView): EventDraft {
  return {
    Name: e.Name,
    StartDate: e.StartDate,
    StartMinutes: e.StartMinutes,
    EndDate: e.EndDate,
    EndMinutes: e.EndMinutes,
    Image: e.Image,
    Preview: e.Image,
    EventTypeId: e.EventTypeId,
    IsOnline: e.IsOnline,
    place: e.LocationId ? 'location' : 'address',
    LocationId: e.LocationId,
    LocationName: e.LocationName,
    Address: e.Address,
    Postalcode: e.Postalcode,
    City: e.City,
    Country: e.Country,
    MaxCapacity: e.MaxCapacity === null ? '' : String(e.MaxCapacity),
    Prices: e.Prices.map((p) => ({
      Price: String(p.Price),
      Currency: p.Currency,
      TaxPercentage: String(p.TaxPercentage),
      StartDate: p.StartDate ?? '',
    })),
    IsTicketLink: e.IsTicketLink,
    Url: e.Url ?? '',
    OnlineUrl: e.OnlineUrl ?? '',
    IsPublic: e.IsPublic,
    Description: e.Description,
    Tags: [...e.Tags],
    ProgramItems: e.ProgramItems.map((p) => ({
      Date: p.Date,
      StartMinutes: p.StartMinutes,
      EndMinutes: p.EndMinutes,
      Title: p.Title,
      Speaker: p.Speaker,
    })),
  };
}

/** The fields of the basic info page (name, dates, place, description, tags, picture). */
const BASIC_FIELDS = [
  'Name',
  'EventTypeId',
  'StartDate',
  'StartMinutes',
  'EndDate',
  'EndMinutes',
  'IsOnline',
  'LocationId',
  'LocationName',
  'Address',
  'Postalcode',
  'City',
  'Country',
  'Description',
  'Tags',
  'Image',
] as const;
/** The fields of the settings page. */
const SETTINGS_FIELDS = ['MaxCapacity', 'Prices', 'IsPublic', 'IsTicketLink', 'Url', 'OnlineUrl'] as const;

/**
 * The body of `PUT /v1/event/{id}` for one page: only that page's fields that changed (so an
 * unchanged date does not mail anyone).
 */
export function updateBodyOf(
  before: EventDraft,
  after: EventDraft,
  page: 'basic' | 'settings' | 'program',
  language: 'nl' | 'en',
): EventUpdateBody {
  const full = eventBodyOf(after, false, language) as Record<string, unknown>;
  const old = eventBodyOf(before, false, language) as Record<string, unknown>;
  const fields: readonly string[] =
    page === 'basic' ? BASIC_FIELDS : page === 'settings' ? SETTINGS_FIELDS : ['ProgramItems'];
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = f === 'LocationId' ? (full.LocationId ?? null) : full[f];
    const was = f === 'LocationId' ? (old.LocationId ?? null) : old[f];
    if (JSON.stringify(value) !== JSON.stringify(was)) body[f] = value;
  }
  return body as EventUpdateBody;
}

/** Whether a change moves the event (date, time or place): its participants are mailed. */
export function movesEvent(before: EventDraft, after: EventDraft): boolean {
  const key = (d: EventDraft) => {
    const b = eventBodyOf(d, false, 'nl');
    return JSON.stringify([
      b.StartDate,
      b.StartMinutes,
      b.EndDate,
      b.EndMinutes,
      b.IsOnline,
      b.LocationId ?? null,
      b.LocationName,
      b.Address,
      b.Postalcode,
      b.City,
      b.Country,
    ]);
  };
  return key(before) !== key(after);
}

// ---------------------------------------------------------------------------------------------
// The draft in this tab's session storage

const KEY = 'event-draft';

export interface SavedWizard {
  draft: EventDraft;
  step: number;
}

function storageOrNone(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveWizard(saved: SavedWizard, storage = storageOrNone()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Full or refused storage: the draft lives on in the page only.
  }
}

/** The saved draft (fields it lacks take the empty draft's), or null. */
export function loadWizard(today: string, storage = storageOrNone()): SavedWizard | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedWizard>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.draft !== 'object') return null;
    const step = Number(parsed.step);
    return {
      draft: { ...emptyDraft(today), ...parsed.draft },
      step: Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS.length ? step : 1,
    };
  } catch {
    return null;
  }
}

export function clearWizard(storage = storageOrNone()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
