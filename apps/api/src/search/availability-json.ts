import type { AvailabilitySpace } from '@meetspace/domain';

// The bytes of an availability answer, written faster than JSON.stringify writes them.
//
// A cold search in a dense city answers ~100 kB: ~185 space entries of ~550 bytes. Measured on
// 2026-11-27 (RESULTS.md): JSON.stringify took ~270 µs for those entries and a template per entry
// ~55 µs; one answer-sized string holding a euro sign is a two-byte string of ~200 kB that V8
// allocates outside the young generation (encoding and collecting it cost ~1 ms per search); and
// UTF-8 encoding of two-byte text is slower than of one-byte text. So each location becomes a
// string of its own (encoded on its own), each entry a template, and characters beyond Latin-1 are
// written as JSON escapes (`"\u20ac"` for the euro sign): the same JSON value, other bytes.
// availability-json.test.ts and availability-engine.test.ts (random evaluated answers, both
// engines) prove that the written JSON parses to the value JSON.stringify would have sent.

const q = JSON.stringify;

/** A character beyond Latin-1: V8 keeps a string holding one at two bytes per character. */
const WIDE = /[\u0100-\uffff]/;
const WIDE_ALL = /[\u0100-\uffff]/g;
const escapeWide = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A string's JSON with every character beyond Latin-1 written as a `\uXXXX` escape. */
function text(value: string): string {
  const json = q(value);
  return WIDE.test(json) ? json.replace(WIDE_ALL, escapeWide) : json;
}

/** The JSON of the entries' strings seen (space and setting names, the currency, dates): they repeat. */
const entryTexts = new Map<string, string>();
const ENTRY_TEXTS_KEPT = 16_384;
function entryText(value: string): string {
  let json = entryTexts.get(value);
  if (json === undefined) {
    json = text(value);
    if (entryTexts.size >= ENTRY_TEXTS_KEPT) entryTexts.clear();
    entryTexts.set(value, json);
  }
  return json;
}

/** One space entry as JSON: the fields of `evaluateSpace`'s literal, in its order. */
export function spaceEntryJson(e: AvailabilitySpace): string {
  return `{"Id":${e.Id},"SpaceId":${e.SpaceId},"SpaceName":${entryText(e.SpaceName)},"MeetingtypeId":${e.MeetingtypeId},"SettingId":${e.SettingId},"SettingName":${entryText(e.SettingName)},"Seats":${e.Seats},"MinSeats":${e.MinSeats},"MaxSeats":${e.MaxSeats},"StartDate":${entryText(e.StartDate)},"EndDate":${entryText(e.EndDate)},"StartMinutes":${e.StartMinutes},"EndMinutes":${e.EndMinutes},"CurrencyId":${e.CurrencyId},"CurrencyIso":${entryText(e.CurrencyIso)},"CurrencySymbol":${entryText(e.CurrencySymbol)},"PricingTypeId":${e.PricingTypeId},"Price":${q(e.Price)},"PriceTotal":${q(e.PriceTotal)},"TaxPercentage":${e.TaxPercentage},"SpaceAvailable":${e.SpaceAvailable},"Warnings":${e.Warnings.length === 0 ? '[]' : q(e.Warnings)},"Hash":${q(e.Hash)},"Crc":${e.Crc}}`;
}

/** An object's JSON with the array under `arrayKey` written element by element by `element`. */
function objectJson(value: object, arrayKey: string, element: (item: never) => string, out: string[]): void {
  let json = '{';
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    json += `${json === '{' ? '' : ','}${q(name)}:`;
    if (typeof field === 'string') {
      json += text(field);
      continue;
    }
    if (name !== arrayKey || !Array.isArray(field)) {
      json += q(field);
      continue;
    }
    json += '[';
    field.forEach((value, i) => {
      if (i > 0) json += ',';
      const item = element(value as never);
      // Long pieces go out on their own, so that no string grows to the answer's size.
      if (json.length + item.length > 16_384) {
        out.push(json);
        json = item;
      } else json += item;
    });
    json += ']';
  }
  out.push(`${json}}`);
}

function locationJson(location: object): string {
  const out: string[] = [];
  objectJson(location, 'Spaces', spaceEntryJson, out);
  return out.join('');
}

/** The UTF-8 JSON of an availability answer: the same JSON value as `JSON.stringify(answer)`. */
export function availabilityAnswerBytes(answer: unknown): Buffer {
  if (typeof answer !== 'object' || answer === null) return Buffer.from(JSON.stringify(answer));
  const out: string[] = [];
  objectJson(answer, 'Locations', locationJson, out);
  // One buffer of the answer's size, each piece encoded straight into it (not a buffer per piece
  // and a copy of them all: half the native memory churned per search).
  let size = 0;
  for (const piece of out) size += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of out) at += bytes.write(piece, at);
  return bytes;
}
