import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../../test/booking.ts';
import { pdfText } from '../../../test/pdf.ts';
import { cancellationPolicyLines } from './reservation-pdf.ts';

const START = new Date('2026-11-23T08:00:00Z');

describe('the PDF confirmation', () => {
  let t: TestApp;
  let booker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: true, now: () => START });
    booker = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => t?.close());

  it('has the location address and route, the cancellation policy and the company details', async () => {
    const r = await bookMeetingRoom(t, booker, {
      day: '2026-11-25',
      startMinutes: 600,
      seats: 2,
      name: 'PDF test',
    });
    const response = await apiCall(t)('GET', `/v1/reservation/${r.Id}/pdf`, booker);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    const venue = await t.database.db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select(['l.name', 'l.address', 'l.postal_code', 'l.city'])
      .where('r.id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(text).toContain('Meetspace');
    expect(text).toContain(venue.address);
    expect(text).toContain(`${venue.postal_code} ${venue.city}`);
    expect(text).toMatch(/Route(planner|\s*planner): https:\/\/www\.openstreetmap\.org\/directions\?to=/);
    expect(text).toMatch(/Annuleringsvoorwaarden|Cancellation policy/);
    expect(text).toMatch(/tot 24 uur voor aanvang|up to 24 hours before the start/);
    expect(text).toContain('Meetspace B.V.');
    expect(text).toContain('Vredenburg 40, 3511 BD Utrecht');
    // All of it on one A4 page.
    expect(response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});

describe('the cancellation policy in words', () => {
  const rules = [
    { hoursBeforeStart: 24, percentage: 100, minSeats: 1 },
    { hoursBeforeStart: 168, percentage: 50, minSeats: 20 },
    { hoursBeforeStart: 72, percentage: 100, minSeats: 20 },
  ];
  it('names the rules of the group size, latest threshold first, free before it', () => {
    expect(cancellationPolicyLines(rules, 2, 'nl')).toEqual([
      'Kosteloos annuleren of de datum wijzigen kan tot 24 uur voor aanvang.',
      'Voor je groep van 2 personen geldt:',
      '• Minder dan 24 uur voor aanvang: 100% van de totaalprijs.',
      'Annuleren doe je zelf onder Mijn reserveringen, of via de link in je bevestigingsmail.',
    ]);
    expect(cancellationPolicyLines(rules, 25, 'en').slice(0, 4)).toEqual([
      'You can cancel or change the date free of charge up to 168 hours before the start.',
      'For your group of 25 people:',
      '• Less than 168 hours before the start: 50% of the total price.',
      '• Less than 72 hours before the start: 100% of the total price.',
    ]);
    expect(cancellationPolicyLines([], 2, 'en')[0]).toBe('Cancelling is free of charge until the start.');
  });
});
