import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings on Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

interface Money {
  TotalInclTax: number;
  TotalExclTax: number;
  TaxTotals: { Percentage: number; Total: number }[];
  TotalOpen: number;
}

const cents = (euros: number) => Math.round(euros * 100);

// Issue 14: after cancelling, the detail showed the options and the old total, the list € 106,38.
describe.each(engines)('a cancelled reservation shows only what it charges, on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    apiCall(t)(method, url, booker, payload);
  const listed = async (id: number) =>
    (await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=100'))
      .json()
      .Results.find((r: { Id: number }) => r.Id === id);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => t.close());

  it('a free cancellation charges zero: detail totals, tax parts, open amount and list total', async () => {
    const r = await bookMeetingRoom(t, booker, { day: DAY, startMinutes: 600, seats: 4 });
    const before: Money = (await call('GET', `/v1/reservation/${r.Id}`)).json();
    expect(before.TotalInclTax).toBeGreaterThan(0);
    expect((await listed(r.Id)).TotalInclTax).toBe(before.TotalInclTax);
    const done = await call('PUT', `/v1/reservation/${r.Id}/cancel`, { ReasonType: 4 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      StatusId: 3,
      TotalInclTax: 0,
      TotalExclTax: 0,
      TotalOpen: 0,
      Cancellation: { Percentage: 0, FeeInclTax: 0, NotPossibleReason: 'Reservation cancelled' },
    });
    for (const tax of done.json().TaxTotals) expect(tax.Total).toBe(0);
    expect((await listed(r.Id)).TotalInclTax).toBe(0);
  });

  it('a cancellation with a fee charges the fee, and its parts add up', async () => {
    const r = await bookMeetingRoom(t, booker, { day: DAY, startMinutes: 780, seats: 4 });
    const before: Money = (await call('GET', `/v1/reservation/${r.Id}`)).json();
    now = new Date('2026-11-24T13:00:00Z'); // within 24 hours: 50 %
    booker = await memberHeaders(t, 'booker@example.com', now); // the morning's session has expired
    const done = await call('PUT', `/v1/reservation/${r.Id}/cancel`, {
      ReasonType: 4,
      ApplyCancelFee: true,
      Percentage: 50,
    });
    expect(done.statusCode).toBe(200);
    const after: Money & { Cancellation: { Percentage: number; FeeInclTax: number } } = done.json();
    const fee = Math.round(cents(before.TotalInclTax) / 2);
    expect(cents(after.TotalInclTax)).toBe(fee);
    expect(after.Cancellation).toMatchObject({ Percentage: 50 });
    expect(cents(after.Cancellation.FeeInclTax)).toBe(fee);
    expect(cents(after.TotalExclTax) + after.TaxTotals.reduce((s, x) => s + cents(x.Total), 0)).toBe(fee);
    expect(cents(after.TotalOpen)).toBe(fee);
    expect(cents((await listed(r.Id)).TotalInclTax)).toBe(fee);
    // The mail named the same amount.
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('reservation_id', '=', r.Id)
      .where('kind', '=', 'reservation-cancelled')
      .executeTakeFirstOrThrow();
    expect(mail.text_body.replace(/\s/g, ' ')).toContain((fee / 100).toFixed(2).replace('.', ','));
  });
});
