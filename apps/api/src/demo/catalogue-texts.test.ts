import { describe, expect, it } from 'vitest';
import { planDemoData } from './plan.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

/** Dutch words that mean a text was left untranslated (or addresses the reader as "u"). */
const DUTCH =
  /\b(zaal|koffie|thee|werkplek\w*|flexplek\w*|vergader\w*|inclusief|onderdel\w*|kantoor|met|en|de|het|een|u|uw)\b/i;

describe('demo catalogue texts', () => {
  const plan = planDemoData({ seed: 3, locations: 60, now: NOW });
  // Location names, streets and garages are proper names: they stay as they are in English.
  const withoutNames = (l: (typeof plan.locations)[number], text: string) =>
    text
      .replace(l.row.name, 'NAME')
      .replace(l.row.address.replace(/\s*\d.*$/, ''), 'STREET')
      .replace(/the (.+) garage/, 'the GARAGE garage');
  const texts = plan.locations.flatMap((l) => [
    { nl: l.row.description_nl, en: withoutNames(l, l.row.description_en) },
    { nl: l.row.directions_nl, en: withoutNames(l, l.row.directions_en) },
    ...l.spaces.flatMap((s) => [
      { nl: s.row.name_nl, en: s.row.name_en },
      { nl: s.row.description_nl, en: s.row.description_en },
    ]),
    ...l.options.flatMap((o) => [
      { nl: o.row.name_nl, en: o.row.name_en },
      { nl: o.row.description_nl, en: o.row.description_en },
    ]),
    ...l.packages.flatMap((p) => [
      { nl: p.row.name_nl, en: p.row.name_en },
      { nl: p.row.description_nl, en: p.row.description_en },
    ]),
  ]);

  it('fills every name and description in both languages, the English one in English', () => {
    expect(texts.length).toBeGreaterThan(500);
    for (const { nl, en } of texts) {
      expect(Boolean(nl)).toBe(Boolean(en));
      expect(en, `"${en}" (nl "${nl}")`).not.toMatch(DUTCH);
    }
  });

  it('describes every option and package in both languages', () => {
    const offers = plan.locations.flatMap((l) => [...l.options, ...l.packages]);
    for (const { row } of offers) {
      expect(row.description_nl.length).toBeGreaterThan(10);
      expect(row.description_en.length).toBeGreaterThan(10);
    }
  });

  it('translates room names by one rule: "Zaal X" is "X Room", other names translate', () => {
    const rooms = plan.locations.flatMap((l) => l.spaces.filter((s) => s.row.meeting_type_id === 1));
    expect(rooms.length).toBeGreaterThan(20);
    for (const { row } of rooms) {
      const person = /^Zaal (.+)$/.exec(row.name_nl)?.[1];
      if (person)
        expect(row.name_en).toBe(`${person.replace('Mondriaan', 'Mondrian').replace(/^De /, '')} Room`);
      else expect(row.name_en).toMatch(/^The [A-Z]/);
    }
  });

  it('speaks to the reader as "je" in Dutch, never "u"', () => {
    for (const { nl } of texts) expect(nl).not.toMatch(/\b(u|uw)\b/);
  });
});
