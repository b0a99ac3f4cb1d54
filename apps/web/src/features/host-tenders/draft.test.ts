import { describe, expect, it } from 'vitest';
import {
  type Draft,
  defaultValidUntil,
  formField,
  initialDraft,
  parseEuros,
  summarize,
  toBody,
} from './draft.ts';
import { DETAIL, PROPOSAL } from './test/fixtures.ts';

const TODAY = '2026-11-24';

/** The form's first state with the given spaces chosen (and changes), and options. */
function draftWith(
  spaces: Record<number, Partial<Draft['spaces'][number]>>,
  options: Draft['options'] = [],
): Draft {
  const draft = initialDraft(DETAIL, TODAY, 'en');
  return {
    ...draft,
    spaces: draft.spaces.map((s) => (spaces[s.spaceId] ? { ...s, chosen: true, ...spaces[s.spaceId] } : s)),
    options,
  };
}

describe('defaultValidUntil', () => {
  it('is a week from today, but not after the meeting’s first day nor before today', () => {
    expect(defaultValidUntil('2026-11-24', '2026-12-20')).toBe('2026-12-01');
    expect(defaultValidUntil('2026-11-24', '2026-11-27')).toBe('2026-11-27');
    expect(defaultValidUntil('2026-11-24', '2026-11-24')).toBe('2026-11-24');
    expect(defaultValidUntil('2026-12-28', '2027-01-30')).toBe('2027-01-04');
    expect(defaultValidUntil('2026-11-24', '2026-11-20')).toBe('2026-11-24');
  });
});

describe('parseEuros', () => {
  it('reads a decimal comma or point and a euro sign, and refuses anything else', () => {
    expect(parseEuros('250,50')).toBe(250.5);
    expect(parseEuros('€ 1.5')).toBe(1.5);
    expect(parseEuros('300')).toBe(300);
    expect(parseEuros('12,345')).toBeNaN();
    expect(parseEuros('-5')).toBeNaN();
    expect(parseEuros('abc')).toBeNaN();
  });
});

describe('initialDraft', () => {
  it('starts with no space chosen, the request’s seats, the suggested setting and a week to accept', () => {
    const draft = initialDraft(DETAIL, TODAY, 'en');
    expect(draft.spaces).toEqual([
      { spaceId: 11, chosen: false, settingId: '10', seats: '20', price: '' },
      { spaceId: 12, chosen: false, settingId: '10', seats: '20', price: '' },
      { spaceId: 13, chosen: false, settingId: '8', seats: '20', price: '' },
    ]);
    expect(draft.options).toEqual([]);
    expect(draft.validUntil).toBe('2026-12-01');
  });

  it('prefills a new version from the current proposal: spaces, setting, seats, adjusted prices, options, text, date', () => {
    const draft = initialDraft({ ...DETAIL, Proposal: PROPOSAL }, TODAY, 'nl');
    expect(draft.spaces[0]).toEqual({
      spaceId: 11,
      chosen: true,
      settingId: '8',
      seats: '18',
      price: '350,00',
    });
    expect(draft.spaces[1]?.chosen).toBe(false);
    expect(draft.options).toEqual([{ optionId: 21, amount: '20', price: '' }]);
    expect(draft.text).toBe('Welcome!');
    expect(draft.validUntil).toBe('2026-11-30');
  });

  it('replaces a proposal’s date that has passed by the default', () => {
    const draft = initialDraft(
      { ...DETAIL, Proposal: { ...PROPOSAL, ValidUntil: '2026-11-22' } },
      TODAY,
      'en',
    );
    expect(draft.validUntil).toBe('2026-12-01');
  });
});

describe('summarize', () => {
  it('is zero with nothing chosen', () => {
    expect(summarize(DETAIL, draftWith({}))).toEqual({
      exclTax: 0,
      taxes: [],
      tax: 0,
      inclTax: 0,
      perPerson: 0,
      adjustments: 0,
    });
  });

  it('adds list prices, VAT per rate, per person by the request’s seats, and no adjustment', () => {
    const s = summarize(DETAIL, draftWith({ 11: {} }, [{ optionId: 21, amount: '20', price: '' }]));
    // 400 at 21% (84) + 20 × 12.50 = 250 at 9% (22.50)
    expect(s.exclTax).toBe(650);
    expect(s.taxes).toEqual([
      { percentage: 9, amount: 22.5 },
      { percentage: 21, amount: 84 },
    ]);
    expect(s.tax).toBe(106.5);
    expect(s.inclTax).toBe(756.5);
    expect(s.perPerson).toBe(37.83); // 756.50 / 20 = 37.825, rounded to cents
    expect(s.adjustments).toBe(0);
  });

  it('uses adjusted prices and sums the differences with the list prices', () => {
    const s = summarize(
      DETAIL,
      draftWith({ 11: { price: '350' }, 12: {} }, [
        { optionId: 21, amount: '10', price: '10,00' },
        { optionId: 22, amount: '1', price: '' },
      ]),
    );
    // spaces 350 + 300; options 10 × 10 + 50
    expect(s.exclTax).toBe(800);
    expect(s.adjustments).toBe(-75); // -50 on the space, 10 × -2.50 on lunch
    expect(s.taxes).toEqual([
      { percentage: 9, amount: 9 },
      { percentage: 21, amount: 147 },
    ]);
    expect(s.inclTax).toBe(956);
  });

  it('counts an unreadable price as the list price and leaves out an unreadable amount', () => {
    const s = summarize(
      DETAIL,
      draftWith({ 11: { price: 'abc' } }, [{ optionId: 21, amount: 'x', price: '' }]),
    );
    expect(s.exclTax).toBe(400);
    expect(s.adjustments).toBe(0);
  });

  it('rounds an adjusted price with cents exactly', () => {
    const s = summarize(DETAIL, draftWith({ 12: { price: '299,99' } }));
    expect(s.exclTax).toBe(299.99);
    expect(s.tax).toBe(63); // 21% of 299.99 = 62.9979
    expect(s.adjustments).toBe(-0.01);
  });
});

describe('toBody', () => {
  it('sends the chosen spaces (null price: the list price), the options, the trimmed text and the date', () => {
    const draft = {
      ...draftWith({ 11: { price: '350,5', settingId: '8', seats: '18' }, 12: {} }, [
        { optionId: 21, amount: '20', price: '' },
      ]),
      text: '  Welcome!  ',
    };
    expect(toBody(DETAIL, draft, TODAY)).toEqual({
      errors: null,
      body: {
        Spaces: [
          { SpaceId: 11, SettingId: 8, Seats: 18, Price: 350.5 },
          { SpaceId: 12, SettingId: 10, Seats: 20, Price: null },
        ],
        Options: [{ OptionId: 21, Amount: 20, PricePerItem: null }],
        Text: 'Welcome!',
        ValidUntil: '2026-12-01',
      },
    });
  });

  it('asks for a space', () => {
    expect(toBody(DETAIL, draftWith({}), TODAY).errors).toEqual({ spaces: 'form.error.noSpace' });
  });

  it('marks seats, prices and amounts it cannot read, and seats outside the setting', () => {
    const result = toBody(
      DETAIL,
      draftWith({ 11: { seats: '25' }, 12: { seats: 'x', price: '1,2,3' } }, [
        { optionId: 21, amount: '0', price: 'ten' },
      ]),
      TODAY,
    );
    expect(result.errors).toEqual({
      'space.11.seats': 'form.error.seatsRange',
      'space.12.seats': 'form.error.seats',
      'space.12.price': 'form.error.price',
      'option.21.amount': 'form.error.amount',
      'option.21.price': 'form.error.price',
    });
  });

  it('keeps the date from today up to the meeting’s first day', () => {
    const at = (validUntil: string) => toBody(DETAIL, { ...draftWith({ 11: {} }), validUntil }, TODAY).errors;
    expect(at('2026-11-24')).toBeNull();
    expect(at('2026-12-02')).toBeNull();
    expect(at('2026-11-23')).toEqual({ validUntil: 'form.error.validUntil' });
    expect(at('2026-12-03')).toEqual({ validUntil: 'form.error.validUntil' });
    expect(at('')).toEqual({ validUntil: 'form.error.date' });
  });
});

describe('formField', () => {
  const body = {
    Spaces: [
      { SpaceId: 12, SettingId: 10, Seats: 20, Price: null },
      { SpaceId: 11, SettingId: 8, Seats: 18, Price: 350 },
    ],
    Options: [{ OptionId: 22, Amount: 1, PricePerItem: null }],
    Text: '',
    ValidUntil: '2026-12-01',
  };
  it('places an API field error on the form field of the row that was sent', () => {
    expect(formField('Spaces.1.Price', body)).toBe('space.11.price');
    expect(formField('Spaces.0.Seats', body)).toBe('space.12.seats');
    expect(formField('Spaces.0.SettingId', body)).toBe('space.12.setting');
    expect(formField('Spaces.0.SpaceId', body)).toBe('space.12');
    expect(formField('Options.0', body)).toBe('option.22');
    expect(formField('Options.0.Amount', body)).toBe('option.22.amount');
    expect(formField('Options.0.PricePerItem', body)).toBe('option.22.price');
    expect(formField('Spaces', body)).toBe('spaces');
    expect(formField('Spaces.5.Price', body)).toBe('spaces');
    expect(formField('ValidUntil', body)).toBe('validUntil');
    expect(formField('Text', body)).toBe('text');
    expect(formField('Something', body)).toBeUndefined();
  });
});
