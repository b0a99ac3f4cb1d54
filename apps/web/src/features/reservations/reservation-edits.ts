import {
  type EndpointInput,
  MAX_RESERVATION_TAGS,
  MAX_TAG_LENGTH,
  type reservationLinesApi,
  uniqueTags,
} from '@meetspace/domain';

/** One option line of `PUT /v2/reservation/{id}/options`. */
type OptionLine = EndpointInput<typeof reservationLinesApi.options>['body']['Options'][number];

/** Tags as the member types them: comma separated; trimmed, empty ones dropped, duplicates (any case) once. */
export function parseTags(text: string): string[] {
  return uniqueTags(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  );
}

/** What the server would refuse about a list of tags, said before sending it (null: nothing). */
export type TagsProblem = 'tooLong' | 'tooMany' | null;

export function tagsProblem(tags: readonly string[]): TagsProblem {
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) return 'tooLong';
  if (tags.length > MAX_RESERVATION_TAGS) return 'tooMany';
  return null;
}

/** The amount of a number field: an empty field is none (0). */
export function amountOf(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}

/**
 * The options whose amount the member changed, as `PUT /v2/reservation/{id}/options` takes them
 * (`amounts` holds the fields by option id; an option without a field keeps its amount).
 */
export function changedOptions(
  options: readonly { OptionId: number; Amount: number }[],
  amounts: Readonly<Record<number, string>>,
): OptionLine[] {
  return options.flatMap((o) => {
    const text = amounts[o.OptionId];
    if (text === undefined) return [];
    const amount = amountOf(text);
    return amount === o.Amount ? [] : [{ OptionId: o.OptionId, Amount: amount }];
  });
}

/**
 * The options booked per space or per time of day: the dialog sets the line for the whole booking
 * only, so these are shown but not changed there.
 */
export function perLineOptionIds(
  lines: readonly { OptionId: number; ReservationSpaceId: number | null; StartMinutes: number | null }[],
): Set<number> {
  return new Set(
    lines.filter((l) => l.ReservationSpaceId !== null || l.StartMinutes !== null).map((l) => l.OptionId),
  );
}

/**
 * The field errors of an options save (`Options.2.Amount`, `Options.2.OptionId`, `Options.2`: the
 * third line sent) per option id, so each shows at its own field; the first error of a line wins.
 */
export function optionErrors(
  fields: Readonly<Record<string, string>>,
  sent: readonly OptionLine[],
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const index = /^Options\.(\d+)(?:\.|$)/.exec(field)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line && out[line.OptionId] === undefined) out[line.OptionId] = message;
  }
  return out;
}
