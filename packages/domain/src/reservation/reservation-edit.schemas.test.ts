import { describe, expect, it } from 'vitest';
import {
  contactListErrors,
  EXTERNAL_LINK_URL_MESSAGE,
  externalLinkBody,
  reservationAddressBody,
  reservationContactsBody,
  reservationEditBody,
  reservationTagsBody,
  uniqueTags,
} from './reservation-edit.schemas.ts';

const booker = { TypeId: 1, Email: 'a@example.com', ReceiveEmail: true };

describe('reservation contact rules', () => {
  it('accepts one booker with an e-mail address and other roles', () => {
    expect(contactListErrors([booker, { TypeId: 6 }, { TypeId: 2, ReceiveEmail: false }])).toEqual([]);
  });

  it('needs exactly one booker, with an e-mail address', () => {
    expect(contactListErrors([]).map((e) => [e.Field, e.Code])).toEqual([['Contacts', 'booker_required']]);
    expect(contactListErrors([{ TypeId: 2, Email: 'x@example.com' }])[0]?.Code).toBe('booker_required');
    expect(contactListErrors([booker, { TypeId: 3 }, booker]).map((e) => [e.Field, e.Code])).toEqual([
      ['Contacts[2].TypeId', 'one_booker'],
    ]);
    expect(contactListErrors([{ TypeId: 1, Email: '  ' }]).map((e) => [e.Field, e.Code])).toEqual([
      ['Contacts[0].Email', 'booker_email_required'],
    ]);
  });

  it('allows at most one invoice contact and e-mail only with an address', () => {
    const errors = contactListErrors([
      booker,
      { TypeId: 6 },
      { TypeId: 6 },
      { TypeId: 4, ReceiveEmail: true },
    ]);
    expect(errors.map((e) => [e.Field, e.Code])).toEqual([
      ['Contacts[2].TypeId', 'one_invoice_contact'],
      ['Contacts[3].Email', 'email_required'],
    ]);
  });

  it('checks each contact shape: type, name, e-mail format', () => {
    const ok = reservationContactsBody.parse({
      Contacts: [
        { TypeId: 1, Name: '  Ann  ', Email: ' ann@example.com ' },
        { TypeId: 2, Name: 'Bo', Email: '' },
      ],
    });
    expect(ok.Contacts[0]).toEqual({ TypeId: 1, Name: 'Ann', Email: 'ann@example.com', ReceiveEmail: false });
    expect(ok.Contacts[1]?.Email).toBe('');
    const bad = reservationContactsBody.safeParse({
      Contacts: [
        { TypeId: 7, Name: 'X' },
        { TypeId: 1, Name: ' ' },
        { TypeId: 1, Name: 'Y', Email: 'not-an-address' },
      ],
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'Contacts.0.TypeId',
      'Contacts.1.Name',
      'Contacts.2.Email',
    ]);
    expect(
      reservationContactsBody.safeParse({
        Contacts: Array.from({ length: 21 }, () => ({ TypeId: 2, Name: 'A' })),
      }).success,
    ).toBe(false);
  });
});

describe('reservation tags', () => {
  it('trims, drops empty-after-trim as an error, removes duplicates case-insensitively', () => {
    expect(reservationTagsBody.parse({ Tags: [' Sales ', 'sales', 'SALES', 'Q4', 'q4 '] }).Tags).toEqual([
      'Sales',
      'Q4',
    ]);
    expect(reservationTagsBody.safeParse({ Tags: ['ok', '   '] }).error?.issues[0]?.path).toEqual([
      'Tags',
      1,
    ]);
    expect(reservationTagsBody.safeParse({ Tags: ['x'.repeat(51)] }).success).toBe(false);
    expect(uniqueTags(['Ä', 'ä', 'b'])).toEqual(['Ä', 'b']);
  });

  it('allows at most 20 distinct tags (duplicates do not count)', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(reservationTagsBody.parse({ Tags: [...twenty, 'T0', 't1'] }).Tags).toHaveLength(20);
    expect(reservationTagsBody.safeParse({ Tags: [...twenty, 't20'] }).success).toBe(false);
  });
});

describe('reservation details', () => {
  it('trims the name, needs it non-empty, caps the comment, defaults ChangeAllInSet', () => {
    expect(reservationEditBody.parse({ Name: '  Board  ' })).toEqual({
      Name: 'Board',
      ChangeAllInSet: false,
    });
    expect(reservationEditBody.safeParse({ Name: '  ' }).success).toBe(false);
    expect(reservationEditBody.safeParse({ Name: null }).success).toBe(false);
    expect(reservationEditBody.safeParse({ Comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(reservationEditBody.parse({ Comment: null }).Comment).toBeNull();
    // 0 means "no language given" (clients in C# and Java send 0 for an unused id); others must be ids.
    expect(reservationEditBody.parse({ LanguageId: 0 }).LanguageId).toBeUndefined();
    expect(reservationEditBody.safeParse({ LanguageId: -1 }).success).toBe(false);
  });
});

describe('invoice address body', () => {
  it('is the cart invoice address: optional fields, a saved BillingId', () => {
    expect(reservationAddressBody.parse({ BillingId: 3 })).toEqual({ BillingId: 3 });
    expect(reservationAddressBody.parse({ Company: ' ACME ', Email: '' })).toEqual({
      Company: 'ACME',
      Email: '',
    });
    expect(reservationAddressBody.safeParse({ Email: 'nope' }).success).toBe(false);
  });
});

describe('external links', () => {
  const url = (Url: unknown) => externalLinkBody.safeParse({ TypeId: 2, Url });

  it('takes absolute http(s) URLs', () => {
    for (const ok of [
      'https://meet.example.com/abc-def',
      'http://localhost:8080/x?y=1#z',
      ' HTTPS://Zoom.us/j/1 ',
    ]) {
      expect(url(ok).success, ok).toBe(true);
    }
    expect(url(' https://a.example/x ').data?.Url).toBe('https://a.example/x');
  });

  it('refuses anything else with the spec message on Url', () => {
    for (const bad of [
      '',
      'zoom.us/j/1',
      'ftp://files.example.com/a',
      'javascript:alert(1)',
      'http:example.com',
      'https://',
      'https://exa mple.com',
      `https://example.com/${'x'.repeat(2000)}`,
      42,
      undefined,
    ]) {
      const issues = url(bad).error?.issues ?? [];
      expect(issues.length, String(bad)).toBeGreaterThan(0);
      expect(issues.every((i) => i.path.join('.') === 'Url' && i.message === EXTERNAL_LINK_URL_MESSAGE)).toBe(
        true,
      );
    }
  });

  it('knows the two link types and caps the title', () => {
    expect(externalLinkBody.safeParse({ TypeId: 1, Url: 'https://a.example' }).success).toBe(true);
    expect(externalLinkBody.safeParse({ TypeId: 3, Url: 'https://a.example' }).success).toBe(false);
    expect(externalLinkBody.safeParse({ TypeId: 0, Url: 'https://a.example' }).success).toBe(false);
    expect(
      externalLinkBody.safeParse({ TypeId: 1, Url: 'https://a.example', Title: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});
