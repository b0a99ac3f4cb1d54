import type { ReservationRevision } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { describeRevision, humanize } from './revision-text.ts';

const revision = (action: string, changes: ReservationRevision['Changes']): ReservationRevision => ({
  Id: 1,
  ProfileId: 7,
  ProfileName: 'Bente Boeker',
  Action: action,
  Changes: changes,
  CreatedAt: '2026-03-02T13:05:00.000Z',
});

describe('revisions in words', () => {
  it('describes a date change in English: action, who, when (Amsterdam time), fields and values', () => {
    const text = describeRevision(
      revision('changedate', [
        { Field: 'StartDate', From: '2026-03-10', To: '2026-03-17' },
        { Field: 'StartMinutes', From: 540, To: 600 },
        { Field: 'TotalInclTax', From: 121, To: 1234.5 },
      ]),
      createI18n('en'),
      'en',
    );
    expect(text.action).toBe('Date changed');
    expect(text.who).toBe('Bente Boeker');
    expect(text.when).toBe('2 Mar 2026, 14:05');
    expect(text.changes).toEqual([
      { field: 'Start date', from: '10 Mar 2026', to: '17 Mar 2026' },
      { field: 'Start time', from: '09:00', to: '10:00' },
      { field: 'Total incl. VAT', from: '€\u00a0121,00', to: '€\u00a01.234,50' },
    ]);
  });

  it('describes a cancellation in Dutch with status, reason and percentage in words', () => {
    const text = describeRevision(
      {
        ...revision('cancel', [
          { Field: 'StatusId', From: 2, To: 3 },
          { Field: 'CancelReasonType', From: null, To: 4 },
          { Field: 'CancelFeePercentage', From: null, To: 50 },
          { Field: 'TotalInclTax', From: 121, To: 1234.5 },
        ]),
        ProfileName: null,
      },
      createI18n('nl'),
      'nl',
    );
    expect(text.action).toBe('Geannuleerd');
    expect(text.who).toBe('het systeem');
    expect(text.when).toBe('2 mrt 2026, 14:05');
    // Intl puts a no-break space between the euro sign and the amount.
    const lines = text.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`.replace(/\u00a0/g, ' '));
    expect(lines).toEqual([
      'Status: Bevestigd → Geannuleerd',
      'Reden van annuleren: (leeg) → Bijeenkomst gaat niet door',
      'Annuleringskosten: (leeg) → 50%',
      'Totaal incl. btw: € 121,00 → € 1.234,50',
    ]);
  });

  it('summarises lists and records (contacts, tags) and knows contact and link types', () => {
    const i18n = createI18n('en');
    const contacts = describeRevision(
      revision('contacts', [
        {
          Field: 'Contacts',
          From: [{ TypeId: 1, Name: 'Bente', Email: 'b@example.com', ReceiveEmail: true }],
          To: [],
        },
        { Field: 'Tags', From: ['a', 'b'], To: ['a'] },
        { Field: 'LanguageId', From: 52, To: 65 },
      ]),
      i18n,
      'en',
    );
    expect(contacts.action).toBe('Contacts changed');
    expect(contacts.changes).toEqual([
      {
        field: 'Contacts',
        from: 'Type: Booker, Name: Bente, E-mail: b@example.com, Receives mail: yes',
        to: '(none)',
      },
      { field: 'Tags', from: 'a, b', to: 'a' },
      { field: 'Language', from: 'Nederlands', to: 'English' },
    ]);
    const link = describeRevision(
      revision('externallink-added', [{ Field: 'TypeId', From: null, To: 2 }]),
      createI18n('nl'),
      'nl',
    );
    expect(link).toMatchObject({
      action: 'Externe link toegevoegd',
      changes: [{ field: 'Soort', to: 'Videogesprek' }],
    });
  });

  it('reads field paths of lines, spaces and the invoice address by what they name', () => {
    const subject = {
      Options: [{ OptionId: 3, Name: 'Coffee and tea' }],
      Spaces: [{ Id: 5, SpaceName: 'Boardroom' }],
    };
    const options = describeRevision(
      revision('options', [
        { Field: 'Options[OptionId=3,ReservationSpaceId=5,StartMinutes=600].Amount', From: 2, To: 4 },
        { Field: 'Options[OptionId=9].Amount', From: 1, To: 0 },
        { Field: 'TotalInclTax', From: 10, To: 12.1 },
      ]),
      createI18n('en'),
      'en',
      subject,
    );
    expect(options.changes).toEqual([
      { field: 'Coffee and tea (Boardroom, 10:00) › Number', from: '2', to: '4' },
      { field: 'Option #9 › Number', from: '1', to: '0' },
      { field: 'Total incl. VAT', from: '€\u00a010,00', to: '€\u00a012,10' },
    ]);
    const spaces = describeRevision(
      revision('spaces', [
        { Field: 'Spaces[Id=5].Seats', From: 4, To: 6 },
        { Field: 'Spaces[Id=5].SettingId', From: 29, To: 9 },
        { Field: 'Spaces[Id=5].PriceTotal', From: 100, To: 150 },
      ]),
      createI18n('nl'),
      'nl',
      subject,
    );
    expect(spaces.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`.replace(/\u00a0/g, ' '))).toEqual([
      'Boardroom › Personen: 4 → 6',
      'Boardroom › Opstelling: Boardroom → U-vorm',
      'Boardroom › Prijs: € 100,00 → € 150,00',
    ]);
    const address = describeRevision(
      revision('address', [{ Field: 'InvoiceAddress.City', From: null, To: 'Utrecht' }]),
      createI18n('en'),
      'en',
    );
    expect(address.changes).toEqual([{ field: 'Invoice address › City', from: '(empty)', to: 'Utrecht' }]);
  });

  it('reads a program as an agenda and an external link by its kind', () => {
    const program = describeRevision(
      revision('program', [
        {
          Field: 'ProgramItems',
          From: [],
          To: [
            { StartMinutes: 540, EndMinutes: 600, Title: 'Opening', Description: null },
            { StartMinutes: 600, EndMinutes: 720, Title: 'Workshop', Description: 'Bring laptops' },
          ],
        },
      ]),
      createI18n('en'),
      'en',
    );
    expect(program.changes).toEqual([
      { field: 'Program', from: '(none)', to: '09:00–10:00 Opening; 10:00–12:00 Workshop' },
    ]);
    const link = describeRevision(
      revision('externallink-removed', [
        { Field: 'ExternalLink', From: { Id: 4, TypeId: 1, Url: 'https://x.test/a', Title: null }, To: null },
      ]),
      createI18n('en'),
      'en',
    );
    expect(link).toMatchObject({
      action: 'External link removed',
      changes: [{ field: 'Link', from: 'Type: Document, Link: https://x.test/a', to: '(empty)' }],
    });
  });

  it('falls back to readable words for actions and fields it does not know', () => {
    const text = describeRevision(
      revision('seats-rebalanced', [{ Field: 'ExtraCount', From: 1200, To: 'x' }]),
      createI18n('en'),
      'en',
    );
    expect(text.action).toBe('Seats rebalanced');
    expect(text.changes).toEqual([{ field: 'Extra count', from: '1,200', to: 'x' }]);
    expect(humanize('SourceReservationId')).toBe('Source reservation id');
  });

  it('has words for the same actions and fields in both languages', () => {
    expect(Object.keys(nl.revisions.actions)).toEqual(Object.keys(en.revisions.actions));
    expect(Object.keys(nl.revisions.fields)).toEqual(Object.keys(en.revisions.fields));
    for (const action of ['cancel', 'changedate', 'details', 'copied-from', 'linked', 'program', 'options']) {
      expect(en.revisions.actions).toHaveProperty([action]);
    }
  });
});
