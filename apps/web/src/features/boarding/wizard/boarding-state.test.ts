import type { BoardedLocation, Subscription } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  BOARDING_STEPS,
  type BoardingAction,
  type BoardingState,
  boardingReducer,
  INITIAL_STATE,
  resume,
  toSaved,
} from './boarding-state.ts';
import { draftProblems, isLocationField } from './location-form.ts';

const WORK: Subscription = {
  Id: 1,
  Name: 'Seats2work',
  Description: 'Workspaces',
  PricePerSeat: 1.5,
  MonthlyFee: 0,
  Meetingtypes: [{ MeetingtypeId: 2 }],
};
const MEET: Subscription = {
  Id: 2,
  Name: 'Seats2meet',
  Description: 'Everything',
  PricePerSeat: 1,
  MonthlyFee: 49,
  Meetingtypes: [{ MeetingtypeId: 1 }, { MeetingtypeId: 2 }, { MeetingtypeId: 3 }],
};
const CREATED = { Id: 9, Status: 'pending', Name: 'X' } as BoardedLocation;

const run = (actions: BoardingAction[], from: BoardingState = INITIAL_STATE) =>
  actions.reduce(boardingReducer, from);
const chosen = run([{ type: 'choose', subscription: MEET }]);

describe('the boarding steps', () => {
  it('are the spec five: licences, confirm, location, terms, confirmation', () => {
    expect(BOARDING_STEPS).toEqual(['licenses', 'confirm', 'location', 'terms', 'confirmation']);
  });

  it('choosing a licence moves to step 2 with all its meeting types', () => {
    expect(chosen).toMatchObject({ step: 2, subscription: MEET, meetingTypes: [1, 2, 3] });
  });

  it('a step above 1 without a licence falls back to 1', () => {
    expect(run([{ type: 'goTo', step: 3, loggedIn: true }]).step).toBe(1);
    expect(run([{ type: 'goTo', step: 2, loggedIn: false }]).step).toBe(1);
  });

  it('a step above 2 without login falls back to 2 and waits for the login', () => {
    const state = run([{ type: 'goTo', step: 3, loggedIn: false }], chosen);
    expect(state).toMatchObject({ step: 2, awaitingLogin: true });
    expect(run([{ type: 'goTo', step: 4, loggedIn: false }], chosen).step).toBe(2);
  });

  it('logging in while waiting continues at step 3', () => {
    const state = run(
      [
        { type: 'goTo', step: 3, loggedIn: false },
        { type: 'session', loggedIn: true },
      ],
      chosen,
    );
    expect(state).toMatchObject({ step: 3, awaitingLogin: false });
    // Logged in without waiting: nothing moves.
    expect(run([{ type: 'session', loggedIn: true }], chosen).step).toBe(2);
  });

  it('logging off past step 2 falls back to 2', () => {
    const at4 = run([{ type: 'goTo', step: 4, loggedIn: true }], chosen);
    expect(at4.step).toBe(4);
    expect(run([{ type: 'session', loggedIn: false }], at4)).toMatchObject({ step: 2, awaitingLogin: true });
  });

  it('a step below 2 clears the licence', () => {
    const state = run([{ type: 'goTo', step: 1, loggedIn: true }], chosen);
    expect(state).toMatchObject({ step: 1, subscription: null, meetingTypes: [] });
  });

  it('ignores steps out of range, and step 5 is reached only by creating the location', () => {
    const at3 = run([{ type: 'goTo', step: 3, loggedIn: true }], chosen);
    for (const step of [0, -1, 6, 2.5, 5])
      expect(run([{ type: 'goTo', step, loggedIn: true }], at3)).toBe(at3);
    const done = run([{ type: 'created', location: CREATED }], at3);
    expect(done).toMatchObject({ step: 5, created: CREATED });
    // Once created there is no going back (only starting over).
    expect(run([{ type: 'goTo', step: 1, loggedIn: true }], done)).toBe(done);
    expect(run([{ type: 'session', loggedIn: false }], done)).toBe(done);
    expect(run([{ type: 'restart' }], done)).toEqual(INITIAL_STATE);
  });

  it("ticks only the licence's meeting types", () => {
    const work = run([{ type: 'choose', subscription: WORK }]);
    expect(work.meetingTypes).toEqual([2]);
    expect(run([{ type: 'meetingType', id: 1, on: true }], work).meetingTypes).toEqual([2]);
    const fewer = run([{ type: 'meetingType', id: 2, on: false }], chosen);
    expect(fewer.meetingTypes).toEqual([1, 3]);
    expect(run([{ type: 'meetingType', id: 2, on: true }], fewer).meetingTypes).toEqual([1, 2, 3]);
  });

  it('resumes a saved wizard under the same rules', () => {
    const at3 = run(
      [
        { type: 'goTo', step: 3, loggedIn: true },
        { type: 'field', field: 'Name', value: 'De Werkplaats' },
      ],
      chosen,
    );
    const saved = JSON.parse(JSON.stringify(toSaved(at3)));
    expect(resume(saved, true)).toMatchObject({ step: 3, location: { Name: 'De Werkplaats' } });
    expect(resume(saved, false)).toMatchObject({ step: 2, awaitingLogin: true });
    expect(resume({ step: 4, subscription: null }, true).step).toBe(1);
    expect(resume('garbage', true)).toEqual(INITIAL_STATE);
    // Waiting for the login (registering through the mailed link): on to step 3 once logged in.
    const waiting = JSON.parse(
      JSON.stringify(toSaved(run([{ type: 'goTo', step: 3, loggedIn: false }], chosen))),
    );
    expect(resume(waiting, true)).toMatchObject({ step: 3, awaitingLogin: false });
    expect(resume(waiting, false)).toMatchObject({ step: 2, awaitingLogin: true });
    expect(toSaved(run([{ type: 'created', location: CREATED }], at3))).toBeNull();
  });
});

describe('the location form', () => {
  const filled = {
    location: {
      Name: 'De Werkplaats',
      Address: 'Oudegracht 1',
      PostalCode: '3511 AB',
      City: 'Utrecht',
      Country: 'NL',
      Email: 'info@example.nl',
      PhoneNumber: '030 123',
      Latitude: null,
      Longitude: null,
    },
    meetingTypes: [1],
  };
  it('accepts a complete form', () => {
    expect(draftProblems(filled)).toEqual({});
  });
  it('finds empty fields, a wrong address, a wrong postal code and no meeting type', () => {
    expect(
      draftProblems({
        location: { ...filled.location, Name: ' ', Email: 'nope', PostalCode: '35 AB' },
        meetingTypes: [],
      }),
    ).toEqual({
      'Location.Name': 'required',
      'Location.Email': 'invalid_format',
      'Location.PostalCode': 'postal_code_format',
      Meetingtypes: 'too_small',
    });
  });
  it('knows which API errors belong to the form', () => {
    expect(isLocationField('Location.Latitude')).toBe(true);
    expect(isLocationField('Meetingtypes')).toBe(true);
    expect(isLocationField('AgreedToLicense')).toBe(false);
    expect(isLocationField('PackageId')).toBe(false);
  });
});
