import { describe, expect, it } from 'vitest';
import { canGoTo, clearsOnGoTo, contactWays, resumeStep, savesStep, wizardSteps } from './steps.ts';

const all = { ShowOptionsStep: true, ShowBookingDetailsStep: true };

describe('booking wizard steps', () => {
  it('has six steps, one fewer without options and one fewer without booking details', () => {
    expect(wizardSteps(all)).toEqual(['location', 'space', 'options', 'details', 'contact', 'confirm']);
    expect(wizardSteps({ ...all, ShowOptionsStep: false })).toHaveLength(5);
    expect(wizardSteps({ ...all, ShowBookingDetailsStep: false })).not.toContain('details');
    expect(wizardSteps({ ShowOptionsStep: false, ShowBookingDetailsStep: false })).toEqual([
      'location',
      'space',
      'contact',
      'confirm',
    ]);
  });

  it('ignores going to a step while busy, below 1 or above the last', () => {
    expect(canGoTo(3, 6, false)).toBe(true);
    expect(canGoTo(3, 6, true)).toBe(false);
    expect(canGoTo(0, 6, false)).toBe(false);
    expect(canGoTo(7, 6, false)).toBe(false);
    expect(canGoTo(6, 6, false)).toBe(true);
    expect(canGoTo(5, 4, false)).toBe(false);
  });

  it('clears the location at step 1, the space and cart at step 2, the options at step 3', () => {
    expect(clearsOnGoTo('location')).toEqual({ location: true, space: true, cart: true, options: false });
    expect(clearsOnGoTo('space')).toEqual({ location: false, space: true, cart: true, options: false });
    expect(clearsOnGoTo('options')).toEqual({ location: false, space: false, cart: false, options: true });
    expect(clearsOnGoTo('details')).toEqual({ location: false, space: false, cart: false, options: false });
  });

  it('saves every step but the final one', () => {
    expect(savesStep(1, 6)).toBe(true);
    expect(savesStep(5, 6)).toBe(true);
    expect(savesStep(6, 6)).toBe(false);
    expect(savesStep(4, 4)).toBe(false);
  });

  it('resumes at the saved step as far as the cart and location allow', () => {
    const steps = wizardSteps(all);
    expect(resumeStep(5, steps, { location: true, openCart: true })).toBe(5);
    expect(resumeStep(6, steps, { location: true, openCart: true })).toBe(5);
    expect(resumeStep(2, steps, { location: true, openCart: true })).toBe(3);
    expect(resumeStep(5, steps, { location: true, openCart: false })).toBe(2);
    expect(resumeStep(0, steps, { location: true, openCart: false })).toBe(2);
    expect(resumeStep(5, steps, { location: false, openCart: false })).toBe(1);
    expect(resumeStep(0, steps, { location: false, openCart: false })).toBe(1);
  });

  it('offers the contact ways of the widget AuthType: 0 all three, 1 an account only, 2 no account only', () => {
    expect(contactWays(0)).toEqual(['guest', 'login', 'register']);
    expect(contactWays(1)).toEqual(['login', 'register']);
    expect(contactWays(2)).toEqual(['guest']);
  });
});
