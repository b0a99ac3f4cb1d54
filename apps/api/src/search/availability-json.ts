import type { AvailabilitySpace } from '@meetspace/domain';

// The bytes of an availability answer, written faster than JSON.stringify writes them.
//
// A cold search in a dense city answers ~100 kB: ~185 space entries of ~550 bytes. Measured on
// 2026-11-27 (RESULTS.md), JSON.stringify took ~270 µs for those entries and a template per entry
// ~55 µs; and one answer-sized string holding a euro sign is a two-byte string of ~200 kB that V8
// allocates outside the young generation (encoding and collecting it cost ~1 ms per search). So
// each location becomes a string of its own (encoded on its own) and each entry a template.
// `availability-json.test.ts` proves the bytes equal JSON.stringify's for evaluated answers.

const q = JSON.stringify;

/** One space entry as JSON: the fields of `evaluateSpace`'s literal, in its order. */
export function spaceEntryJson(e: AvailabilitySpace): string {
  return `{"Id":${e.Id},"SpaceId":${e.SpaceId},"SpaceName":${q(e.SpaceName)},"MeetingtypeId":${e.MeetingtypeId},"SettingId":${e.SettingId},"SettingName":${q(e.SettingName)},"Seats":${e.Seats},"MinSeats":${e.MinSeats},"MaxSeats":${e.MaxSeats},"StartDate":${q(e.StartDate)},"EndDate":${q(e.EndDate)},"StartMinutes":${e.StartMinutes},"EndMinutes":${e.EndMinutes},"CurrencyId":${e.CurrencyId},"CurrencyIso":${q(e.CurrencyIso)},"CurrencySymbol":${q(e.CurrencySymbol)},"PricingTypeId":${e.PricingTypeId},"Price":${q(e.Price)},"PriceTotal":${q(e.PriceTotal)},"TaxPercentage":${e.TaxPercentage},"SpaceAvailable":${e.SpaceAvailable},"Warnings":${e.Warnings.length === 0 ? '[]' : q(e.Warnings)},"Hash":${q(e.Hash)},"Crc":${e.Crc}}`;
}

/** An object's JSON with the array under `arrayKey` written element by element by `element`. */
function objectJson(value: object, arrayKey: string, element: (item: never) => string, out: string[]): void {
  let text = '{';
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    text += `${text === '{' ? '' : ','}${q(name)}:`;
    if (name !== arrayKey || !Array.isArray(field)) {
      text += q(field);
      continue;
    }
    text += '[';
    field.forEach((item, i) => {
      if (i > 0) text += ',';
      const json = element(item as never);
      // Long pieces go out on their own, so that no string grows to the answer's size.
      if (text.length + json.length > 16_384) {
        out.push(text);
        text = json;
      } else text += json;
    });
    text += ']';
  }
  out.push(`${text}}`);
}

function locationJson(location: object): string {
  const out: string[] = [];
  objectJson(location, 'Spaces', spaceEntryJson, out);
  return out.join('');
}

/** The UTF-8 JSON of an availability answer: the same bytes as `Buffer.from(JSON.stringify(answer))`. */
export function availabilityAnswerBytes(answer: object): Buffer {
  const out: string[] = [];
  objectJson(answer, 'Locations', locationJson, out);
  return Buffer.concat(out.map((text) => Buffer.from(text)));
}
