import type { BillingInfo, ProfileState } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import type { Problem } from '../../lib/problems.ts';
import { NAMESPACE } from './i18n.ts';
import {
  billingBody,
  billingFormOf,
  billingLines,
  billingName,
  emptyBillingForm,
  profileBody,
  profileFieldWords,
  profileFormOf,
} from './profile-form.ts';

const profile: ProfileState = {
  Id: 7,
  FirstName: 'Anna',
  LastName: 'de Boer',
  FullName: 'Anna de Boer',
  Email: 'anna@example.org',
  LanguageId: 65,
  Language: 'en',
  Role: 'member',
  IsActivated: true,
  CompanyId: null,
  Phone: null,
  Bio: 'Trainer',
  ImageUrl: null,
  City: null,
  WorkingOn: null,
  Knowledge: null,
  Tags: [],
  ShareEmail: false,
  SharePhone: false,
  TermsId: 1,
  HasAgreedToTerms: true,
  CreatedAt: '2026-01-01T00:00:00',
};

const billing: BillingInfo = {
  Id: 3,
  ProfileId: 7,
  CompanyId: 12,
  Company: 'Acme BV',
  SendTo: null,
  Email: 'invoices@acme.example',
  Address: 'Stationsplein 1',
  PostalCode: '3511 CE',
  City: 'Utrecht',
  Country: 'Nederland',
  PhoneNumber: null,
  PoNumber: 'PO-9',
  VatNumber: null,
};

describe('the profile form', () => {
  it('starts from the profile with empty strings for what is not set', () => {
    expect(profileFormOf(profile)).toEqual({
      FirstName: 'Anna',
      LastName: 'de Boer',
      Phone: '',
      Bio: 'Trainer',
      LanguageId: 65,
    });
  });

  it('sends names trimmed and clears an empty phone or bio', () => {
    expect(
      profileBody({ FirstName: ' Anne ', LastName: 'de Boer ', Phone: '  ', Bio: ' ', LanguageId: 52 }),
    ).toEqual({ FirstName: 'Anne', LastName: 'de Boer', Phone: null, Bio: null, LanguageId: 52 });
  });

  it('keeps a name of only spaces empty, so the API names the field', () => {
    expect(profileBody({ ...profileFormOf(profile), FirstName: '   ' }).FirstName).toBe('');
  });
});

describe('billing addresses', () => {
  it('a new address is empty but for the country', () => {
    const form = emptyBillingForm('Nederland');
    expect(form.Country).toBe('Nederland');
    expect(Object.entries(form).filter(([, v]) => v !== '')).toEqual([['Country', 'Nederland']]);
  });

  it('round-trips an address through the form, keeping its company link', () => {
    const form = billingFormOf(billing);
    expect(form.SendTo).toBe('');
    expect(billingBody(form, billing.CompanyId)).toEqual({
      Company: 'Acme BV',
      SendTo: null,
      Email: 'invoices@acme.example',
      Address: 'Stationsplein 1',
      PostalCode: '3511 CE',
      City: 'Utrecht',
      Country: 'Nederland',
      PhoneNumber: null,
      PoNumber: 'PO-9',
      VatNumber: null,
      CompanyId: 12,
    });
  });

  it('sends required fields as trimmed strings even when empty, optional ones as null', () => {
    const body = billingBody({ ...emptyBillingForm(' Nederland '), SendTo: ' Jan ' });
    expect(body).toMatchObject({
      Address: '',
      PostalCode: '',
      City: '',
      Country: 'Nederland',
      SendTo: 'Jan',
    });
    expect(body.Company).toBeNull();
    expect('CompanyId' in body).toBe(false);
  });

  it('shows an address as envelope lines and names it by its first line', () => {
    expect(billingLines(billing)).toEqual(['Acme BV', 'Stationsplein 1', '3511 CE Utrecht', 'Nederland']);
    expect(billingName(billing)).toBe('Acme BV');
    expect(billingName({ ...billing, Company: null, SendTo: 'Jan Jansen' })).toBe('Jan Jansen');
  });
});

describe('field errors in the words of these forms', () => {
  const problem: Problem = {
    message: 'Please check the marked fields.',
    fields: { SendTo: 'server words', Address: 'Too short or too small.', Phone: 'Too long or too large.' },
    codes: { SendTo: 'custom', Address: 'too_small', Phone: 'too_big' },
  };

  it.each(['nl', 'en'] as const)('uses the catalog sentence per field and code (%s)', (locale) => {
    const i18n = createI18n(locale, NAMESPACE);
    const words = profileFieldWords(
      problem,
      (k) => i18n.exists(k),
      i18n.t.bind(i18n) as (k: string) => string,
    );
    expect(words.fields.SendTo).toBe(i18n.t('profile.errors.SendTo.custom'));
    expect(words.fields.Address).toBe(i18n.t('profile.errors.Address.too_small'));
    expect(words.fields.SendTo).not.toBe('server words');
    // No sentence of its own: the general one stays.
    expect(words.fields.Phone).toBe('Too long or too large.');
    expect(words.message).toBe(problem.message);
  });
});
