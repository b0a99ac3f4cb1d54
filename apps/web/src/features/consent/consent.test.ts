import type { CookieSettings } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  choiceFor,
  consentCookieString,
  consentCookieValue,
  consentFrom,
  initialChoices,
  needsConsent,
  parseConsent,
  readConsent,
  refuseOptional,
  serializeConsent,
} from './consent.ts';

const settings: CookieSettings = {
  Id: 1,
  Version: 3,
  LanguageId: 65,
  CookieTypes: [
    { Id: 1, Key: 'nc', Short: 'Necessary', Description: 'Always on.', IsEditable: false },
    { Id: 2, Key: 'ca', Short: 'Analytics', Description: 'Statistics.', IsEditable: true },
    { Id: 3, Key: 'mc', Short: 'Marketing', Description: 'Offers.', IsEditable: true },
  ],
};

describe('the consent cookie value', () => {
  it('holds the Version and one key:value per type, separated by |', () => {
    expect(serializeConsent({ version: 3, choices: { nc: 1, ca: -1, mc: 1 } })).toBe('3|nc:1|ca:-1|mc:1');
  });

  it('reads back what it wrote, also keys with separators in them', () => {
    const consent = { version: 12, choices: { nc: 1, 'a|b:c': -1 } } as const;
    const value = serializeConsent(consent);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(parseConsent(value)).toEqual(consent);
  });

  it('takes a value without choices', () => {
    expect(parseConsent('4')).toEqual({ version: 4, choices: {} });
  });

  it.each(['', 'x|nc:1', '3|nc:2', '3|nc', '3|:1', '3|nc:1|ca:0', '3|%E0%A4%A:1', '1.5|nc:1'])(
    'refuses %j (asks again)',
    (value) => {
      expect(parseConsent(value)).toBeUndefined();
    },
  );

  it('is found among other cookies in document.cookie', () => {
    const header = 'machineToken=abc; cookie_consent=3|nc:1|ca:-1; other=x=y';
    expect(consentCookieValue(header)).toBe('3|nc:1|ca:-1');
    expect(readConsent(header)).toEqual({ version: 3, choices: { nc: 1, ca: -1 } });
    expect(readConsent('machineToken=abc')).toBeUndefined();
    expect(readConsent('')).toBeUndefined();
    expect(consentCookieValue('my_cookie_consent=1')).toBeUndefined();
  });

  it('is written for 1,728,000 s on / with SameSite=Lax (and Secure on https)', () => {
    const consent = { version: 3, choices: { nc: 1, ca: -1 } } as const;
    expect(consentCookieString(consent, false)).toBe(
      'cookie_consent=3|nc:1|ca:-1; Max-Age=1728000; Path=/; SameSite=Lax',
    );
    expect(consentCookieString(consent, true)).toBe(
      'cookie_consent=3|nc:1|ca:-1; Max-Age=1728000; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('asking for consent', () => {
  it('asks when nothing is stored or the Version changed, not otherwise', () => {
    expect(needsConsent(undefined, settings)).toBe(true);
    expect(needsConsent({ version: 2, choices: { nc: 1 } }, settings)).toBe(true);
    expect(needsConsent({ version: 4, choices: { nc: 1 } }, settings)).toBe(true);
    expect(needsConsent({ version: 3, choices: { nc: 1 } }, settings)).toBe(false);
  });

  it('counts every editable type as refused when nothing is stored (active opt-in, also ca)', () => {
    expect(initialChoices(settings)).toEqual({ nc: 1, ca: -1, mc: -1 });
    expect(choiceFor({ Key: 'ca', IsEditable: true })).toBe(-1);
    expect(choiceFor({ Key: 'ca', IsEditable: true }, { ca: 1 })).toBe(1);
    expect(choiceFor({ Key: 'mc', IsEditable: true }, {})).toBe(-1);
  });

  it('starts from the stored choices, also of an older Version, but never refuses a non-editable type', () => {
    expect(initialChoices(settings, { version: 2, choices: { nc: -1, ca: -1, mc: 1 } })).toEqual({
      nc: 1,
      ca: -1,
      mc: 1,
    });
  });

  it('stores the latest Version with every type of it, non-editable ones accepted', () => {
    expect(consentFrom(settings, { nc: -1, ca: 1, old: 1 })).toEqual({
      version: 3,
      choices: { nc: 1, ca: 1, mc: -1 },
    });
    expect(acceptAll(settings)).toEqual({ version: 3, choices: { nc: 1, ca: 1, mc: 1 } });
    expect(refuseOptional(settings)).toEqual({ version: 3, choices: { nc: 1, ca: -1, mc: -1 } });
  });
});
