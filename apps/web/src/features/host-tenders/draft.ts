// The answer editor's state as typed, and what follows from it: the live summary (for display
// only; the server prices the proposal), the checks before sending, the body sent, and where the
// API's field errors (`Spaces.0.Price`) belong on the form (`space.12.price`).
import {
  addDays,
  type HostTenderDetail,
  PROPOSAL_MAX_OPTIONS,
  PROPOSAL_MAX_SPACES,
  PROPOSAL_TEXT_MAX,
  type SendProposalBody,
} from '@meetspace/domain';

/** One candidate space as the form holds it (texts as typed). */
export interface SpaceDraft {
  spaceId: number;
  chosen: boolean;
  settingId: string;
  seats: string;
  /** An adjusted total excl. VAT; empty: the list price. */
  price: string;
}

/** One option added to the proposal. */
export interface OptionDraft {
  optionId: number;
  amount: string;
  /** An adjusted price per item excl. VAT; empty: the list price. */
  price: string;
}

export interface Draft {
  spaces: SpaceDraft[];
  options: OptionDraft[];
  text: string;
  validUntil: string;
}

type Locale = 'nl' | 'en';

/** A euro amount from what was typed ("25,50", "25.5", "€ 25"), or NaN when it is not one. */
export function parseEuros(text: string): number {
  const cleaned = text.replace(/[€\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** An amount as the form shows it: two decimals, a comma in Dutch. */
export function eurosText(euros: number, locale: Locale): string {
  const text = euros.toFixed(2);
  return locale === 'nl' ? text.replace('.', ',') : text;
}

/** A whole number from what was typed, or NaN. */
export function parseWhole(text: string): number {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The default last day to accept: a week from today, but not after the meeting's first day (and
 * not before today).
 */
export function defaultValidUntil(today: string, startDate: string): string {
  const week = addDays(today, 7);
  const first = startDate.slice(0, 10);
  if (first < today) return today;
  return week < first ? week : first;
}

/**
 * The form's first state: every candidate space (none chosen; the tender's seats and the
 * suggested setting), no options, a week to accept. With a current proposal (a new version), its
 * spaces, settings, seats, adjusted prices, options, text and (when still possible) its date.
 */
export function initialDraft(detail: HostTenderDetail, today: string, locale: Locale): Draft {
  const { Request: request, Proposal: current } = detail;
  const offered = new Map((current?.Spaces ?? []).map((s) => [s.SpaceId, s]));
  const firstDay = request.StartDate.slice(0, 10);
  const keepDate = current && current.ValidUntil >= today && current.ValidUntil <= firstDay;
  return {
    spaces: detail.Spaces.map((s) => {
      const was = offered.get(s.SpaceId);
      return {
        spaceId: s.SpaceId,
        chosen: Boolean(was),
        settingId: String(was?.SettingId ?? s.SettingId),
        seats: String(was?.Seats ?? request.Seats),
        price: was && was.Adjustment !== 0 ? eurosText(was.Price, locale) : '',
      };
    }),
    options: (current?.Options ?? []).map((o) => ({
      optionId: o.OptionId,
      amount: String(o.Amount),
      price: o.PricePerItem !== o.ListPricePerItem ? eurosText(o.PricePerItem, locale) : '',
    })),
    text: current?.Text ?? '',
    validUntil: keepDate ? current.ValidUntil : defaultValidUntil(today, firstDay),
  };
}

/** One VAT rate's total in the summary. */
export interface TaxLine {
  percentage: number;
  amount: number;
}

/** What the proposal comes to as typed (euros), for display: the server's answer is the truth. */
export interface Summary {
  exclTax: number;
  taxes: TaxLine[];
  tax: number;
  inclTax: number;
  /** Incl. VAT divided by the tender's seats. */
  perPerson: number;
  /** The manual adjustments together (negative: a discount). */
  adjustments: number;
}

/** A price as typed, or the list price when empty or unreadable. */
function priceOr(text: string, list: number): number {
  if (text.trim() === '') return list;
  const typed = parseEuros(text);
  return Number.isNaN(typed) ? list : typed;
}

/**
 * The live summary: each chosen space at its adjusted price or its list price, each option at
 * its amount times its (adjusted) price per item; VAT per line by its rate, rounded to cents;
 * the adjustments as the difference with the list prices.
 */
export function summarize(detail: HostTenderDetail, draft: Draft): Summary {
  const spaces = new Map(detail.Spaces.map((s) => [s.SpaceId, s]));
  const options = new Map(detail.Options.map((o) => [o.OptionId, o]));
  let excl = 0;
  let adjustments = 0;
  const taxes = new Map<number, number>();
  const add = (lineCents: number, percentage: number) => {
    excl += lineCents;
    taxes.set(percentage, (taxes.get(percentage) ?? 0) + Math.round((lineCents * percentage) / 100));
  };
  for (const s of draft.spaces) {
    const space = spaces.get(s.spaceId);
    if (!s.chosen || !space) continue;
    const price = cents(priceOr(s.price, space.ListPrice));
    add(price, space.TaxPercentage);
    adjustments += price - cents(space.ListPrice);
  }
  for (const o of draft.options) {
    const option = options.get(o.optionId);
    if (!option) continue;
    const amount = parseWhole(o.amount);
    if (Number.isNaN(amount)) continue;
    const perItem = cents(priceOr(o.price, option.ListPricePerItem));
    add(perItem * amount, option.TaxPercentage);
    adjustments += (perItem - cents(option.ListPricePerItem)) * amount;
  }
  const taxLines = [...taxes.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([percentage, amount]) => ({ percentage, amount: amount / 100 }));
  const tax = [...taxes.values()].reduce((sum, v) => sum + v, 0);
  const seats = detail.Request.Seats;
  return {
    exclTax: excl / 100,
    taxes: taxLines,
    tax: tax / 100,
    inclTax: (excl + tax) / 100,
    perPerson: seats > 0 ? Math.round((excl + tax) / seats) / 100 : 0,
    adjustments: adjustments / 100,
  };
}

/** A form problem: the field (`space.12.seats`, `option.3.price`, `spaces`, `validUntil`, `text`) and its message key. */
export type DraftErrors = Record<string, string>;

/**
 * The body to send, or the form's problems (message keys of this feature's catalog by field):
 * at least one space; whole seats within the setting's range; readable prices; whole amounts of 1
 * or more; a date from today to the meeting's first day.
 */
export function toBody(
  detail: HostTenderDetail,
  draft: Draft,
  today: string,
): { body: SendProposalBody; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const candidates = new Map(detail.Spaces.map((s) => [s.SpaceId, s]));
  const chosen = draft.spaces.filter((s) => s.chosen && candidates.has(s.spaceId));
  if (chosen.length === 0) errors.spaces = 'form.error.noSpace';
  if (chosen.length > PROPOSAL_MAX_SPACES) errors.spaces = 'form.error.tooManySpaces';
  const spaces = chosen.map((s) => {
    const seats = parseWhole(s.seats);
    const setting = candidates.get(s.spaceId)?.Settings.find((x) => String(x.SettingId) === s.settingId);
    if (Number.isNaN(seats) || seats < 1) errors[`space.${s.spaceId}.seats`] = 'form.error.seats';
    else if (setting && (seats < setting.MinSeats || seats > setting.MaxSeats))
      errors[`space.${s.spaceId}.seats`] = 'form.error.seatsRange';
    const price = s.price.trim() === '' ? null : parseEuros(s.price);
    if (Number.isNaN(price)) errors[`space.${s.spaceId}.price`] = 'form.error.price';
    return { SpaceId: s.spaceId, SettingId: Number(s.settingId), Seats: seats, Price: price };
  });
  if (draft.options.length > PROPOSAL_MAX_OPTIONS) errors.options = 'form.error.tooManyOptions';
  const options = draft.options.map((o) => {
    const amount = parseWhole(o.amount);
    if (Number.isNaN(amount) || amount < 1) errors[`option.${o.optionId}.amount`] = 'form.error.amount';
    const price = o.price.trim() === '' ? null : parseEuros(o.price);
    if (Number.isNaN(price)) errors[`option.${o.optionId}.price`] = 'form.error.price';
    return { OptionId: o.optionId, Amount: amount, PricePerItem: price };
  });
  const firstDay = detail.Request.StartDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil)) errors.validUntil = 'form.error.date';
  else if (draft.validUntil < today || draft.validUntil > firstDay)
    errors.validUntil = 'form.error.validUntil';
  if (draft.text.trim().length > PROPOSAL_TEXT_MAX) errors.text = 'form.error.textLong';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: { Spaces: spaces, Options: options, Text: draft.text.trim(), ValidUntil: draft.validUntil },
    errors: null,
  };
}

/**
 * Where an API field error (dotted: `Spaces.0.Price`) shows on the form, given the body that was
 * sent: `space.<id>.price`, `option.<id>.amount`, the row (`space.<id>`), `validUntil`, `text`, or `spaces`/`options` for
 * the lists themselves; undefined when it is none of these (the alert lists it).
 */
export function formField(apiField: string, body: SendProposalBody): string | undefined {
  const [list, index, name] = apiField.split('.');
  if (list === 'ValidUntil') return 'validUntil';
  if (list === 'Text') return 'text';
  if (list === 'Spaces' || list === 'Options') {
    const kind = list === 'Spaces' ? 'space' : 'option';
    if (index === undefined) return `${kind}s`;
    const row = list === 'Spaces' ? body.Spaces[Number(index)] : body.Options?.[Number(index)];
    if (!row) return `${kind}s`;
    const id = 'SpaceId' in row ? row.SpaceId : row.OptionId;
    const field = {
      Seats: 'seats',
      SettingId: 'setting',
      Price: 'price',
      Amount: 'amount',
      PricePerItem: 'price',
    }[name ?? ''];
    // Anything else about the row (the space is not free, the option unknown): the row itself.
    return field ? `${kind}.${id}.${field}` : `${kind}.${id}`;
  }
  return undefined;
}
