import type { BoardedLocation, Subscription } from '@meetspace/domain';

/** The boarding wizard's steps (document 1, section 2), in order: at most 5 (section 9). */
export const BOARDING_STEPS = ['licenses', 'confirm', 'location', 'terms', 'confirmation'] as const;
export type BoardingStep = (typeof BOARDING_STEPS)[number];
export const LAST_STEP = BOARDING_STEPS.length;

/** The location form of step 3 (the spec's boarding `location`); the position is the pin, if placed. */
export interface LocationDraft {
  Name: string;
  Address: string;
  PostalCode: string;
  City: string;
  Country: string;
  Email: string;
  PhoneNumber: string;
  Latitude: number | null;
  Longitude: number | null;
}
export type DraftField = Exclude<keyof LocationDraft, 'Latitude' | 'Longitude'>;

/** The wizard's state (the spec's boarding entity: currentStep, selectedSubscription, location, agreedToLicense). */
export interface BoardingState {
  /** 1 .. 5. */
  step: number;
  subscription: Subscription | null;
  location: LocationDraft;
  /** The meeting types the location offers: some of the licence's. */
  meetingTypes: number[];
  agreedToLicense: boolean;
  /** Going on past step 2 waits for a login (the login flow is shown at step 2). */
  awaitingLogin: boolean;
  /** The location created at the last step. */
  created: BoardedLocation | null;
}

export const EMPTY_LOCATION: LocationDraft = {
  Name: '',
  Address: '',
  PostalCode: '',
  City: '',
  Country: 'NL',
  Email: '',
  PhoneNumber: '',
  Latitude: null,
  Longitude: null,
};

export const INITIAL_STATE: BoardingState = {
  step: 1,
  subscription: null,
  location: EMPTY_LOCATION,
  meetingTypes: [],
  agreedToLicense: false,
  awaitingLogin: false,
  created: null,
};

export type BoardingAction =
  | { type: 'choose'; subscription: Subscription }
  | { type: 'goTo'; step: number; loggedIn: boolean }
  | { type: 'session'; loggedIn: boolean }
  | { type: 'field'; field: DraftField; value: string }
  | { type: 'pin'; latitude: number | null; longitude: number | null }
  | { type: 'meetingType'; id: number; on: boolean }
  | { type: 'agree'; agreed: boolean }
  | { type: 'created'; location: BoardedLocation }
  | { type: 'restart' }
  | { type: 'resume'; saved: unknown; loggedIn: boolean };

/**
 * Where going to step `target` ends (document 1, section 4): a step above 1 without a chosen
 * licence falls back to 1, a step above 2 without login falls back to 2 (where the login flow
 * waits), a step below 2 clears the licence. Step 5 is reached only by creating the location.
 */
export function goTo(state: BoardingState, target: number, loggedIn: boolean): BoardingState {
  if (state.created || !Number.isInteger(target) || target < 1 || target >= LAST_STEP) return state;
  if (target < 2) return { ...state, step: 1, subscription: null, meetingTypes: [], awaitingLogin: false };
  if (!state.subscription) return { ...state, step: 1, awaitingLogin: false };
  if (target > 2 && !loggedIn) return { ...state, step: 2, awaitingLogin: true };
  return { ...state, step: target, awaitingLogin: false };
}

/** The wizard's reducer: pure, so the step rules are unit-tested. */
export function boardingReducer(state: BoardingState, action: BoardingAction): BoardingState {
  switch (action.type) {
    case 'choose':
      if (state.created) return state;
      return {
        ...state,
        step: 2,
        subscription: action.subscription,
        // Every kind of space the licence covers, until the host unticks some at step 3.
        meetingTypes: action.subscription.Meetingtypes.map((m) => m.MeetingtypeId),
        awaitingLogin: false,
      };
    case 'goTo':
      return goTo(state, action.step, action.loggedIn);
    case 'session':
      if (state.created) return state;
      if (action.loggedIn && state.awaitingLogin) return goTo(state, 3, true);
      if (!action.loggedIn && state.step > 2) return { ...state, step: 2, awaitingLogin: true };
      return state;
    case 'field':
      return { ...state, location: { ...state.location, [action.field]: action.value } };
    case 'pin':
      return {
        ...state,
        location: { ...state.location, Latitude: action.latitude, Longitude: action.longitude },
      };
    case 'meetingType': {
      const offered = state.subscription?.Meetingtypes.some((m) => m.MeetingtypeId === action.id) ?? false;
      if (!offered) return state;
      const rest = state.meetingTypes.filter((id) => id !== action.id);
      return { ...state, meetingTypes: action.on ? [...rest, action.id].sort((a, b) => a - b) : rest };
    }
    case 'agree':
      return { ...state, agreedToLicense: action.agreed };
    case 'created':
      return { ...state, step: LAST_STEP, created: action.location, awaitingLogin: false };
    case 'restart':
      return INITIAL_STATE;
    case 'resume':
      return resume(action.saved, action.loggedIn);
  }
}

/** What is kept while the host logs in or registers (the mailed link may open another tab). */
export type SavedBoarding = Pick<
  BoardingState,
  'step' | 'subscription' | 'location' | 'meetingTypes' | 'agreedToLicense' | 'awaitingLogin'
>;

export function toSaved(state: BoardingState): SavedBoarding | null {
  if (state.created) return null;
  const { step, subscription, location, meetingTypes, agreedToLicense, awaitingLogin } = state;
  return { step, subscription, location, meetingTypes, agreedToLicense, awaitingLogin };
}

/**
 * A saved wizard, resumed under the step rules (anything unreadable starts over). One that waited
 * for a login goes on to step 3 once there is one (the member logged in or set a password elsewhere).
 */
export function resume(saved: unknown, loggedIn: boolean): BoardingState {
  if (typeof saved !== 'object' || saved === null) return INITIAL_STATE;
  const s = saved as Partial<SavedBoarding>;
  const subscription =
    s.subscription && typeof s.subscription.Id === 'number' && Array.isArray(s.subscription.Meetingtypes)
      ? s.subscription
      : null;
  const base: BoardingState = {
    ...INITIAL_STATE,
    subscription,
    location: { ...EMPTY_LOCATION, ...(typeof s.location === 'object' && s.location ? s.location : {}) },
    meetingTypes: Array.isArray(s.meetingTypes) ? s.meetingTypes.filter((n) => typeof n === 'number') : [],
    agreedToLicense: s.agreedToLicense === true,
  };
  const step = typeof s.step === 'number' ? s.step : 2;
  const target = s.awaitingLogin === true ? Math.max(step, 3) : step;
  return subscription ? goTo({ ...base, step: 2 }, target, loggedIn) : base;
}
