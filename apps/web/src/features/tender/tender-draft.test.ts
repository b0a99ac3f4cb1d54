import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftFromUrl,
  emptyDraft,
  formCode,
  loadDraft,
  saveDraft,
  tenderBodyOf,
} from './tender-draft.ts';

const TODAY = '2026-11-26';
const loc = (Id: number) => ({ Id, Name: `L${Id}`, City: 'Utrecht' });

describe('the tender draft', () => {
  it('reads a search or location page link: ids (5 at most, no repeats), period, seats, place', () => {
    const d = draftFromUrl(
      new URLSearchParams(
        'locations=4,2,4,9,1,7,8&date=2026-12-03&endDate=2026-12-04&start=600&end=870&seats=12&type=1&place=Utrecht&lat=52.09&lng=5.12',
      ),
      TODAY,
    );
    expect(d.locations.map((l) => l.Id)).toEqual([4, 2, 9, 1, 7]);
    expect([d.startDate, d.endDate, d.startMinutes, d.endMinutes, d.seats]).toEqual([
      '2026-12-03',
      '2026-12-04',
      600,
      870,
      '12',
    ]);
    expect([d.placeName, d.latitude, d.longitude]).toEqual(['Utrecht', 52.09, 5.12]);
  });

  it('ignores what it cannot use: today or past dates, times off the quarter hour, odd seats', () => {
    const d = draftFromUrl(
      new URLSearchParams('locations=x,-1&date=2026-11-26&start=605&end=700&seats=0'),
      TODAY,
    );
    expect(d.locations).toEqual([]);
    expect(d.startDate).toBe('2026-11-27');
    expect([d.startMinutes, d.endMinutes, d.seats]).toEqual([540, 1020, '10']);
  });

  it('asks for 1 to 5 locations, as the server does', () => {
    const d = emptyDraft(TODAY);
    expect(checkDraft(d, TODAY).LocationIds).toBe('tender_location_count');
    expect(checkDraft({ ...d, locations: [1, 2, 3, 4, 5].map(loc) }, TODAY).LocationIds).toBeUndefined();
    expect(checkDraft({ ...d, locations: [1, 2, 3, 4, 5, 6].map(loc) }, TODAY).LocationIds).toBe(
      'tender_location_count',
    );
  });

  it('checks the period: after today, end not before start, at most 31 days, end time after start time', () => {
    const d = { ...emptyDraft(TODAY), locations: [loc(1)] };
    expect(checkDraft(d, TODAY)).toEqual({});
    expect(checkDraft({ ...d, startDate: TODAY, endDate: TODAY }, TODAY).StartDate).toBe(
      'start_not_after_today',
    );
    expect(checkDraft({ ...d, endDate: '2026-11-26' }, TODAY).EndDate).toBe('end_before_start');
    expect(checkDraft({ ...d, endDate: '2026-12-27' }, TODAY).EndDate).toBeUndefined();
    expect(checkDraft({ ...d, endDate: '2026-12-28' }, TODAY).EndDate).toBe('period_too_long');
    expect(
      checkDraft({ ...d, endDate: '2026-12-27', startDate: '2026-11-28' }, TODAY).EndDate,
    ).toBeUndefined();
    expect(checkDraft({ ...d, startMinutes: 600, endMinutes: 600 }, TODAY).EndMinutes).toBe(
      'end_not_after_start',
    );
    expect(checkDraft({ ...d, startMinutes: 610 }, TODAY).StartMinutes).toBe('not_quarter_hour');
  });

  it('checks seats, budget and text lengths', () => {
    const d = { ...emptyDraft(TODAY), locations: [loc(1)] };
    expect(checkDraft({ ...d, seats: '' }, TODAY).Seats).toBe('required');
    expect(checkDraft({ ...d, seats: '0' }, TODAY).Seats).toBe('too_small');
    expect(checkDraft({ ...d, seats: '2.5' }, TODAY).Seats).toBe('too_small');
    expect(checkDraft({ ...d, seats: '10001' }, TODAY).Seats).toBe('too_big');
    expect(checkDraft({ ...d, budget: '1500,50' }, TODAY).Budget).toBeUndefined();
    expect(checkDraft({ ...d, budget: '15,555' }, TODAY).Budget).toBe('not_whole_cents');
    expect(checkDraft({ ...d, budget: 'lots' }, TODAY).Budget).toBe('not_whole_cents');
    expect(checkDraft({ ...d, budget: '10000001' }, TODAY).Budget).toBe('too_big');
    expect(checkDraft({ ...d, description: 'x'.repeat(4001) }, TODAY).Description).toBe('too_big');
    expect(checkDraft({ ...d, name: 'x'.repeat(121) }, TODAY).Name).toBe('too_big');
  });

  it('sends the body of the contract', () => {
    const d = {
      ...emptyDraft(TODAY),
      locations: [loc(3), loc(1)],
      budget: '1500,5',
      settingId: '29',
      optionCategoryIds: [3, 1],
      name: ' Team day ',
    };
    expect(tenderBodyOf(d, 'en')).toMatchObject({
      LocationIds: [3, 1],
      Budget: 1500.5,
      SettingId: 29,
      OptionCategoryIds: [1, 3],
      Name: 'Team day',
      Seats: 10,
      Language: 'en',
    });
    expect(tenderBodyOf({ ...d, budget: '', settingId: '' }, 'nl')).toMatchObject({
      Budget: null,
      SettingId: null,
    });
  });

  it("words the server's generic period codes as the form's own", () => {
    expect(formCode('StartDate', 'too_small')).toBe('start_not_after_today');
    expect(formCode('EndDate', 'too_big')).toBe('period_too_long');
    expect(formCode('LocationIds', 'tender_location_count')).toBe('tender_location_count');
  });

  it('keeps a draft in the session storage through a login, and refuses a broken one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    const d = { ...emptyDraft(TODAY), locations: [loc(2)], description: 'Lunch for all' };
    saveDraft(d, storage);
    expect(loadDraft(storage)).toEqual(d);
    store.set('meetspace.tender-draft', '{"startDate":1}');
    expect(loadDraft(storage)).toBeNull();
  });
});
