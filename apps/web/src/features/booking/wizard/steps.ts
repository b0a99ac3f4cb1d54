import { WidgetAuthType } from '@meetspace/domain';

/** The booking wizard's steps (document 1, section 4), in order. */
export const WIZARD_STEPS = ['location', 'space', 'options', 'details', 'contact', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What the widget state says about the optional steps. */
export interface StepFlags {
  ShowOptionsStep: boolean;
  ShowBookingDetailsStep: boolean;
}

/** The steps shown: up to 6, one fewer without the options step, one fewer without booking details. */
export function wizardSteps(flags: StepFlags): WizardStep[] {
  return WIZARD_STEPS.filter(
    (s) => (s !== 'options' || flags.ShowOptionsStep) && (s !== 'details' || flags.ShowBookingDetailsStep),
  );
}

/** Going to step `n` (1-based) is ignored while busy, and below 1 or above the last step. */
export function canGoTo(n: number, stepCount: number, busy: boolean): boolean {
  return !busy && Number.isInteger(n) && n >= 1 && n <= stepCount;
}

/** What going to a step clears (document 1, section 4). */
export interface StepClears {
  /** The selected location (step 1 or lower). */
  location: boolean;
  /** The selected space and setting (step 2 or lower). */
  space: boolean;
  /** The cart, its hold and the billing data are deleted (step 2 or lower). */
  cart: boolean;
  /** The options list is loaded again from the cart (the options step). */
  options: boolean;
}

export function clearsOnGoTo(target: WizardStep): StepClears {
  const at = WIZARD_STEPS.indexOf(target) + 1;
  return { location: at <= 1, space: at <= 2, cart: at <= 2, options: at === 3 };
}

/** The last step is saved to the server, except the final one. */
export function savesStep(n: number, stepCount: number): boolean {
  return n >= 1 && n < stepCount;
}

/**
 * Where a saved search resumes: at its saved step while its cart still holds the space, at the
 * space step when the location is known (chosen before, or the search is for one location), else 1.
 */
export function resumeStep(
  lastStep: number,
  steps: readonly WizardStep[],
  known: { location: boolean; openCart: boolean },
): number {
  if (known.openCart) return Math.max(Math.min(lastStep, steps.length - 1), 3);
  return known.location ? 2 : 1;
}

/** How a visitor can give their contact details at the contact step. */
export type ContactWay = 'guest' | 'login' | 'register';

/**
 * The ways the widget's AuthType offers (document 1, section 6): 0 login/register and going on
 * without an account, 1 login/register only, 2 without an account only (then no choice is shown).
 * The first is chosen at the start.
 */
export function contactWays(authType: number): ContactWay[] {
  if (authType === WidgetAuthType.GuestOnly) return ['guest'];
  if (authType === WidgetAuthType.LoginOnly) return ['login', 'register'];
  return ['guest', 'login', 'register'];
}
