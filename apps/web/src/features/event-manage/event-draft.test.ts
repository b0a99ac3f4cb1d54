import type { EventView } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  addTags,
  clearWizard,
  draftErrors,
  draftOfEvent,
  type EventDraft,
  emptyDraft,
  eventBodyOf,
  firstStepWithErrors,
  groupOfSearch,
  inGroup,
  loadWizard,
  movesEvent,
  saveWizard,
  stepErrors,
  stepOfField,
  updateBodyOf,
} from './event-draft.ts';

const TODAY = '2026-11-26';

/** A draft that passes every step. */
function complete(): EventDraft {
  return {
    ...emptyDraft(TODAY),
    Name: 'Product day',
    StartDate: '2026-12-10',
    EndDate: '2026-12-10',
    Image: '/uploads/events/x-1024.jpg',
    Preview: '/uploads/events/x-1024.jpg',
    place: 'address',
    Address: 'Stationsplein 1',
    City: 'Utrecht',
    Tags: ['design', 'product', 'network'],
  };
}

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('the wizard steps', () => {
  it('a new draft starts 09:00 to 17:00 today and stops at step 1 without a name', () => {
    const d = emptyDraft(TODAY);
    expect([d.StartMinutes, d.EndMinutes]).toEqual([540, 1020]);
    expect(stepErrors(d, 'name', TODAY)).toEqual({ Name: 'name_short' });
    expect(firstStepWithErrors(d, TODAY)).toBe('name');
  });

  it('step 1: the end after the start, the start not in the past', () => {
    const d = { ...complete(), EndMinutes: 540 };
    expect(stepErrors(d, 'name', TODAY)).toEqual({ EndDate: 'event_end_before_start' });
    expect(stepErrors({ ...complete(), StartDate: '2026-11-25' }, 'name', TODAY)).toMatchObject({
      StartDate: 'event_in_past',
    });
    expect(stepErrors(complete(), 'name', TODAY)).toEqual({});
  });

  it('step 2 needs the uploaded picture', () => {
    expect(stepErrors({ ...complete(), Image: null }, 'picture', TODAY)).toEqual({ Image: 'image_required' });
  });

  it('step 3: a place unless online, capacity at least 1, prices above 0, a valid ticket URL when sold elsewhere', () => {
    const base = complete();
    expect(stepErrors({ ...base, place: 'location' }, 'type', TODAY)).toEqual({
      LocationId: 'location_required',
    });
    expect(stepErrors({ ...base, IsOnline: 'online', place: 'location' }, 'type', TODAY)).toEqual({});
    expect(stepErrors({ ...base, MaxCapacity: '0' }, 'type', TODAY)).toEqual({ MaxCapacity: 'capacity_min' });
    expect(stepErrors({ ...base, MaxCapacity: '2.5' }, 'type', TODAY)).toEqual({
      MaxCapacity: 'capacity_min',
    });
    expect(stepErrors({ ...base, MaxCapacity: '' }, 'type', TODAY)).toEqual({});
    const price = { Price: '0', Currency: 'EUR' as const, TaxPercentage: '21', StartDate: '' };
    expect(stepErrors({ ...base, Prices: [price] }, 'type', TODAY)).toEqual({
      'Prices.0.Price': 'price_min',
    });
    expect(stepErrors({ ...base, Prices: [{ ...price, Price: '12,50' }] }, 'type', TODAY)).toEqual({});
    expect(
      stepErrors(
        {
          ...base,
          Prices: [
            { ...price, Price: '10' },
            { ...price, Price: '12' },
          ],
        },
        'type',
        TODAY,
      ),
    ).toEqual({ 'Prices.1.StartDate': 'invalid_value' });
    expect(stepErrors({ ...base, IsTicketLink: true }, 'type', TODAY)).toEqual({
      Url: 'ticket_url_required',
    });
    expect(stepErrors({ ...base, IsTicketLink: true, Url: 'tickets.example' }, 'type', TODAY)).toEqual({
      Url: 'url_invalid',
    });
    expect(
      stepErrors({ ...base, IsTicketLink: true, Url: 'https://tickets.example/x' }, 'type', TODAY),
    ).toEqual({});
  });

  it('step 4 needs 3 distinct tags', () => {
    expect(stepErrors({ ...complete(), Tags: ['a', 'A', 'b'] }, 'description', TODAY)).toEqual({
      Tags: 'too_few_tags',
    });
  });

  it('step 5: each item has a title and ends after it starts', () => {
    const item = { Date: '2026-12-10', StartMinutes: 600, EndMinutes: 600, Title: ' ', Speaker: '' };
    expect(stepErrors({ ...complete(), ProgramItems: [item] }, 'program', TODAY)).toEqual({
      'ProgramItems.0.Title': 'required',
      'ProgramItems.0.EndMinutes': 'event_end_before_start',
    });
  });

  it('a complete draft has no errors at all', () => {
    expect(draftErrors(complete(), TODAY)).toEqual({});
    expect(firstStepWithErrors(complete(), TODAY)).toBeNull();
  });

  it("the API's field errors land on the step that shows them", () => {
    expect(stepOfField('Prices.0.Price')).toBe('type');
    expect(stepOfField('Tags')).toBe('description');
    expect(stepOfField('ProgramItems.1.Title')).toBe('program');
    expect(stepOfField('Image')).toBe('picture');
    expect(stepOfField('EndDate')).toBe('name');
  });
});

describe('tags', () => {
  it('adds comma separated tags once, tidied', () => {
    expect(addTags(['Design'], 'design, #product ,  big   data,')).toEqual(['Design', 'product', 'big data']);
  });
});

describe('the body', () => {
  it('sends prices as numbers, the own address, and publish or draft', () => {
    const d = {
      ...complete(),
      MaxCapacity: '40',
      Prices: [{ Price: '12,50', Currency: 'EUR' as const, TaxPercentage: '21', StartDate: '' }],
    };
    const body = eventBodyOf(d, true, 'en');
    expect(body).toMatchObject({
      Name: 'Product day',
      MaxCapacity: 40,
      Prices: [{ Price: 12.5, Currency: 'EUR', TaxPercentage: 21, StartDate: null }],
      Address: 'Stationsplein 1',
      City: 'Utrecht',
      IsPublished: true,
      Language: 'en',
    });
    expect(body.LocationId).toBeUndefined();
    expect(eventBodyOf(d, false, 'nl').IsPublished).toBe(false);
  });

  it('an event opened from a group (`?group=`) is created in that group', () => {
    expect(groupOfSearch(new URLSearchParams('group=12'))).toBe(12);
    for (const bad of ['', 'group=', 'group=0', 'group=-3', 'group=1.5', 'group=x'])
      expect(groupOfSearch(new URLSearchParams(bad))).toBeNull();
    const body = eventBodyOf(complete(), true, 'nl');
    expect(inGroup(body, 12)).toMatchObject({ Type: 'Group', ItemId: 12, GroupId: 12, Name: body.Name });
    expect(inGroup(body, null)).toBe(body);
    expect(body.Type).toBeUndefined();
  });

  it('an online event sends no place', () => {
    const body = eventBodyOf(
      { ...complete(), IsOnline: 'online', OnlineUrl: 'https://meet.example/x' },
      false,
      'nl',
    );
    expect([body.Address, body.City, body.OnlineUrl]).toEqual(['', '', 'https://meet.example/x']);
  });
});

describe('editing an event', () => {
  const view = {
    ...complete(),
    Id: 7,
    Slug: 'product-day',
    Status: 'published',
    IsActive: true,
    IsOnline: 'offline',
    IsTicketLink: false,
    Url: null,
    OnlineUrl: null,
    LocationId: null,
    MaxCapacity: null,
    Prices: [],
    ProgramItems: [],
    LocationName: '',
    Postalcode: '',
    Country: '',
  } as unknown as EventView;

  it('a page sends only its changed fields', () => {
    const before = draftOfEvent(view);
    expect(updateBodyOf(before, before, 'basic', 'nl')).toEqual({});
    expect(updateBodyOf(before, { ...before, Name: 'Launch day' }, 'basic', 'nl')).toEqual({
      Name: 'Launch day',
    });
    expect(updateBodyOf(before, { ...before, MaxCapacity: '10' }, 'settings', 'nl')).toEqual({
      MaxCapacity: 10,
    });
    expect(updateBodyOf(before, { ...before, MaxCapacity: '10' }, 'basic', 'nl')).toEqual({});
  });

  it('a new date, time or place moves the event (participants are mailed); a new name does not', () => {
    const before = draftOfEvent(view);
    expect(movesEvent(before, { ...before, Name: 'Other' })).toBe(false);
    expect(movesEvent(before, { ...before, StartDate: '2026-12-11', EndDate: '2026-12-11' })).toBe(true);
    expect(movesEvent(before, { ...before, EndMinutes: 1080 })).toBe(true);
    expect(movesEvent(before, { ...before, City: 'Amsterdam' })).toBe(true);
  });
});

describe('the draft in session storage', () => {
  it('is kept with its step, and cleared by reset', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveWizard({ draft: complete(), step: 3 }, storage);
    expect(loadWizard(TODAY, storage)).toEqual({ draft: complete(), step: 3 });
    clearWizard(storage);
    expect(loadWizard(TODAY, storage)).toBeNull();
  });

  it('ignores what it cannot read, and a step out of range restarts at 1', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('event-draft', '{not json');
    expect(loadWizard(TODAY, storage)).toBeNull();
    storage.setItem('event-draft', JSON.stringify({ draft: { Name: 'X' }, step: 9 }));
    expect(loadWizard(TODAY, storage)).toMatchObject({ step: 1, draft: { Name: 'X', StartMinutes: 540 } });
  });
});
