import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, issueSession, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { pdfText } from '../../test/pdf.ts';
import { issueReservationInvoice, runInvoiceRun } from './index.ts';
import { checkUbl } from './ubl-check.test-helper.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings start Wednesday 25 November (48 h later).
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Json = Record<string, any>;

const cents = (euros: number) => Math.round(euros * 100);

describe.each(engines)('invoices on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let admin: Record<string, string>;
  let other: Record<string, string>;
  let slot = 0;
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const drain = async () => {
    // Subscribers emit events of their own (invoice.issued): drain until nothing is left.
    while ((await t.app.events.drain()) > 0);
  };
  const book = async (day = DAY) => {
    slot += 1;
    const r = await bookMeetingRoom(t, booker, {
      day,
      startMinutes: 480 + 60 * (slot % 9),
      seats: 2 + (slot % 3),
      name: `Invoice meeting ${slot}`,
    });
    await drain();
    return r as Json;
  };
  const invoicesOf = (reservationId: number) =>
    db()
      .selectFrom('invoices')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  const reservationRow = (id: number) =>
    db().selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const issue = async (reservationId: number, at = now) => {
    const issued = await db()
      .transaction()
      .execute((trx) => issueReservationInvoice(trx, reservationId, at));
    await drain();
    return issued;
  };
  const headersAt = async (email: string, at: Date) => ({
    profileToken: await issueSession(t, await profileIdOf(t, email), at),
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await headersAt('booker@example.com', START);
    host = await headersAt('host@example.com', START);
    admin = await headersAt('admin@example.com', START);
    const stranger = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', 'not in', ['booker@example.com', 'host@example.com', 'admin@example.com'])
      .where('id', 'not in', db().selectFrom('location_managers').select('profile_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    other = { profileToken: await issueSession(t, stranger.id, START) };
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = START;
  });

  it('drafts an invoice at booking that adds up to the reservation, pending until issued', async () => {
    const r = await book();
    const [draft, ...more] = await invoicesOf(r.Id);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({ type: 'normal', status_id: 0, number: null, issue_date: null });
    const view = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(draft?.total_incl_cents).toBe(cents(view.TotalInclTax));
    expect(draft?.total_excl_cents).toBe(cents(view.TotalExclTax));
    const res = await reservationRow(r.Id);
    expect(draft?.total_incl_cents).toBe(res.total_incl_cents);
    const pending = await call('GET', `/v1/invoice/${draft?.id}`, booker);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toMatchObject({
      Message: 'Invoice not found or still pending',
      Errors: [{ Code: 'invoice_pending' }],
    });
    expect((await call('GET', `/v1/invoice/${draft?.id}/pdf`, booker)).statusCode).toBe(404);
    const listed = (await call('GET', `/v1/profile/invoice?reservationId=${r.Id}`, booker)).json();
    expect(listed.Results).toEqual([
      expect.objectContaining({
        Id: draft?.id,
        IsDraft: true,
        Number: null,
        StatusId: 0,
        TotalOpen: view.TotalInclTax,
      }),
    ]);
    // Nothing is set on the reservation yet: it is not invoiced.
    expect(res.has_invoice).toBe(0);
  });

  it('issues with the next number, the reservation as it is now, and locks the reservation', async () => {
    const r = await book();
    // Two options at (where the location has them) different VAT rates: the draft is refreshed at issue.
    const options = (await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)).json() as Json[];
    const picks = [
      options[0],
      options.find((o) => o.TaxPercentage !== options[0]?.TaxPercentage) ?? options[1],
    ];
    const changed = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: picks.map((o) => ({ OptionId: o?.OptionId, Amount: 2 })),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = changed.json();
    const issued = await issue(r.Id);
    expect(issued.number).toMatch(/^2026-\d{6}$/);
    expect(issued).toMatchObject({
      totalInclCents: cents(view.TotalInclTax),
      paidCents: 0,
      dueDate: '2026-12-07',
    });
    expect(await issue(r.Id)).toEqual(issued);
    const detail = await call('GET', `/v1/invoice/${issued.id}`, booker);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d).toMatchObject({
      Id: issued.id,
      Number: issued.number,
      StatusId: 1,
      Type: 'normal',
      IsDraft: false,
      ReservationId: r.Id,
      IssueDate: '2026-11-23T00:00:00',
      DueDate: '2026-12-07T00:00:00',
      TotalInclTax: view.TotalInclTax,
      TotalExclTax: view.TotalExclTax,
      TotalPaid: 0,
      TotalOpen: view.TotalInclTax,
      Reference: issued.number,
      CreditOfInvoiceId: null,
      Seller: { Name: 'Meetspace B.V.', City: 'Utrecht', CountryCode: 'NL' },
    });
    // VAT per rate as the reservation's, the lines add up to the totals.
    expect(d.TaxTotals.map((x: Json) => ({ Percentage: x.Percentage, Total: x.Total }))).toEqual(
      view.TaxTotals,
    );
    const lineSum = d.Lines.reduce((n: number, l: Json) => n + cents(l.TotalExclTax), 0);
    expect(lineSum).toBe(cents(view.TotalExclTax));
    expect(d.Lines.length).toBeGreaterThanOrEqual(3);
    for (const l of d.Lines) expect(cents(l.Quantity * l.Price)).toBe(cents(l.TotalExclTax));
    // Locked: has_invoice, and a change is refused.
    expect((await reservationRow(r.Id)).has_invoice).toBe(1);
    const locked = await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: 'Renamed' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().Errors[0].Code).toBe('locked');
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json()).toMatchObject({
      HasInvoice: true,
      IsLocked: true,
    });
    // Mailed once with its PDF, to the booker (no invoice e-mail on the reservation) or the invoice address.
    const mails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('reservation_id', '=', r.Id)
      .where('kind', '=', 'invoice-issued')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(issued.number);
    const attachments = JSON.parse(mails[0]?.attachments ?? '[]');
    expect(attachments[0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    expect(Buffer.from(attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('numbers gap-free in issue order', async () => {
    const a = await book();
    const b = await book();
    const first = await issue(a.Id);
    const second = await issue(b.Id);
    const seq = (n: string) => Number(n.slice(5));
    expect(seq(second.number)).toBe(seq(first.number) + 1);
    const year = await db()
      .selectFrom('invoice_numbers')
      .selectAll()
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(year.last_number).toBe(seq(second.number));
  });

  it('lets the owner, the location managers and administrators read; 401, 403 and 404 otherwise', async () => {
    const r = await book();
    const { id } = await issue(r.Id);
    expect((await call('GET', `/v1/invoice/${id}`, {})).statusCode).toBe(401);
    expect((await call('GET', '/v1/profile/invoice', {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/invoice/${id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/v1/invoice/${id}/pdf`, other)).statusCode).toBe(403);
    expect((await call('GET', `/v1/invoice/${id}/ubl`, other)).statusCode).toBe(403);
    expect((await call('GET', '/v1/invoice/99999999', booker)).statusCode).toBe(404);
    expect((await call('GET', `/v1/invoice/${id}`, admin)).statusCode).toBe(200);
    const hostId = await profileIdOf(t, 'host@example.com');
    const manages = await db()
      .selectFrom('location_managers')
      .select('profile_id')
      .where('location_id', '=', r.LocationId)
      .where('profile_id', '=', hostId)
      .executeTakeFirst();
    if (!manages)
      await db()
        .insertInto('location_managers')
        .values({ location_id: r.LocationId, profile_id: hostId, is_active: 1 })
        .execute();
    else
      await db()
        .updateTable('location_managers')
        .set({ is_active: 1 })
        .where('location_id', '=', r.LocationId)
        .where('profile_id', '=', hostId)
        .execute();
    expect((await call('GET', `/v1/invoice/${id}`, host)).statusCode).toBe(200);
    const hostList = (await call('GET', `/v1/profile/invoice?reservationId=${r.Id}`, host)).json();
    expect(hostList.Results.map((x: Json) => x.Id)).toContain(id);
    expect((await call('GET', `/v1/profile/invoice?reservationId=${r.Id}`, other)).json().Results).toEqual(
      [],
    );
    await db()
      .updateTable('location_managers')
      .set({ is_active: 0 })
      .where('location_id', '=', r.LocationId)
      .where('profile_id', '=', hostId)
      .execute();
    expect((await call('GET', `/v1/invoice/${id}`, host)).statusCode).toBe(403);
  });

  it('lists with filters, status, sorting and 20 a page', async () => {
    const r = await book();
    const issued = await issue(r.Id);
    const row = (await invoicesOf(r.Id))[0];
    if (!row) throw new Error('no invoice');
    // 22 more issued invoices of this reservation (on other days) to page through.
    const { id: _, ...copy } = row;
    for (let n = 1; n <= 22; n += 1) {
      await db()
        .insertInto('invoices')
        .values({
          ...copy,
          number: `2025-9${String(n).padStart(5, '0')}`,
          issue_date: `2025-10-${String(n).padStart(2, '0')}`,
        })
        .execute();
    }
    const q = `reservationId=${r.Id}`;
    const page1 = (await call('GET', `/v1/profile/invoice?${q}`, booker)).json();
    expect(page1.Results).toHaveLength(20);
    expect(page1.MorePages).toBe(true);
    const page2 = (await call('GET', `/v1/profile/invoice?${q}&page=2`, booker)).json();
    expect(page2.Results).toHaveLength(3);
    expect(page2.MorePages).toBe(false);
    // Ascending by date by default: the newest (issued today) is last; descending first.
    expect(page2.Results.at(-1).Id).toBe(issued.id);
    const desc = (
      await call('GET', `/v1/profile/invoice?${q}&sortDirection=desc&itemsPerPage=1`, booker)
    ).json();
    expect(desc.Results[0].Id).toBe(issued.id);
    const dated = (
      await call('GET', `/v1/profile/invoice?${q}&startDate=2025-10-05&endDate=2025-10-07`, booker)
    ).json();
    expect(dated.Results.map((x: Json) => x.Number)).toEqual(['2025-900005', '2025-900006', '2025-900007']);
    const searched = (await call('GET', `/v1/profile/invoice?searchTerm=${issued.number}`, booker)).json();
    expect(searched.Results.map((x: Json) => x.Id)).toEqual([issued.id]);
    expect((await call('GET', `/v1/profile/invoice?${q}&statusId=0`, booker)).json().Results).toEqual([]);
    expect((await call('GET', `/v1/profile/invoice?${q}&statusId=1`, booker)).json().Results).toHaveLength(
      20,
    );
    const byLocation = (
      await call(
        'GET',
        `/v1/profile/invoice?locationId=${r.LocationId}&meetingtypeId=1&itemsPerPage=100`,
        booker,
      )
    ).json();
    expect(
      byLocation.Results.every((x: Json) => x.LocationId === r.LocationId && x.MeetingtypeId === 1),
    ).toBe(true);
    expect((await call('GET', '/v1/profile/invoice?statusId=9', booker)).statusCode).toBe(400);
    expect((await call('GET', '/v1/profile/invoice?sortDirection=up', booker)).statusCode).toBe(400);
  });

  it('asks a deposit where the location does, and deducts it from the invoice', async () => {
    const probe = await book('2026-12-02');
    await db()
      .insertInto('invoice_settings')
      .values({ location_id: probe.LocationId, deposit_percentage: 30, deposit_min_days: 7 })
      .onConflict((oc) =>
        oc.column('location_id').doUpdateSet({ deposit_percentage: 30, deposit_min_days: 7 }),
      )
      .execute();
    try {
      // Booked 9 days ahead: a deposit; 2 days ahead: none.
      const r = await book('2026-12-02');
      expect(r.LocationId).toBe(probe.LocationId);
      const [deposit, draft] = await invoicesOf(r.Id);
      expect(deposit).toMatchObject({ type: 'deposit', status_id: 1, paid_cents: 0 });
      expect(deposit?.number).toMatch(/^2026-\d{6}$/);
      expect(draft).toMatchObject({ type: 'normal', status_id: 0 });
      const res = await reservationRow(r.Id);
      expect(res.has_invoice).toBe(0);
      const d = (await call('GET', `/v1/invoice/${deposit?.id}`, booker)).json();
      expect(d.Lines[0].Description).toMatch(
        new RegExp(`(Aanbetaling 30% van reservering|Deposit 30% of reservation) ${res.key}`),
      );
      expect(Math.abs(d.TotalExclTax - (0.3 * res.total_excl_cents) / 100)).toBeLessThan(0.02);
      const near = await book();
      expect(
        near.LocationId === probe.LocationId ? (await invoicesOf(near.Id)).map((i) => i.type) : ['normal'],
      ).toEqual(['normal']);
      const issued = await issue(r.Id);
      expect(issued.totalInclCents).toBe(res.total_incl_cents - (deposit?.total_incl_cents ?? 0));
      const n = (await call('GET', `/v1/invoice/${issued.id}`, booker)).json();
      const minus = n.Lines.filter((l: Json) => l.Description.includes(deposit?.number));
      expect(minus.length).toBeGreaterThan(0);
      expect(minus.reduce((s: number, l: Json) => s + cents(l.TotalExclTax), 0)).toBe(
        -(deposit?.total_excl_cents ?? 0),
      );
      expect(checkUbl((await call('GET', `/v1/invoice/${issued.id}/ubl`, booker)).body).violations).toEqual(
        [],
      );
      expect(checkUbl((await call('GET', `/v1/invoice/${deposit?.id}/ubl`, booker)).body).violations).toEqual(
        [],
      );
    } finally {
      await db().deleteFrom('invoice_settings').where('location_id', '=', probe.LocationId).execute();
    }
  });

  it('credits an invoiced reservation that is cancelled and invoices the fee', async () => {
    const r = await book();
    const issued = await issue(r.Id);
    const res = await reservationRow(r.Id);
    // Paid in full, then cancelled 20 hours before the start: 50% fee.
    await db()
      .updateTable('reservations')
      .set({ total_paid_cents: res.total_incl_cents })
      .where('id', '=', r.Id)
      .execute();
    await db()
      .updateTable('invoices')
      .set({ paid_cents: res.total_incl_cents, status_id: 2 })
      .where('id', '=', issued.id)
      .execute();
    now = new Date(Date.parse(res.starts_at) - 20 * 3_600_000);
    const member = await headersAt('booker@example.com', now);
    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/cancel`, member, {
      ReasonType: 4,
      ApplyCancelFee: true,
      Percentage: 50,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    const [original, credit, fee, ...rest] = await invoicesOf(r.Id);
    expect(rest).toEqual([]);
    expect(original).toMatchObject({ id: issued.id, status_id: 2, total_incl_cents: res.total_incl_cents });
    expect(credit).toMatchObject({
      type: 'normal',
      status_id: 3,
      credit_of_id: issued.id,
      total_incl_cents: -res.total_incl_cents,
      total_excl_cents: -res.total_excl_cents,
      company: original?.company,
    });
    const feeCents = Math.round(res.total_incl_cents / 2);
    expect(fee).toMatchObject({
      type: 'normal',
      status_id: 2,
      credit_of_id: null,
      total_incl_cents: feeCents,
      paid_cents: feeCents,
    });
    const seq = (n: string | null | undefined) => Number(n?.slice(5));
    expect(seq(fee?.number)).toBe(seq(credit?.number) + 1);
    // What was paid beyond the fee shows as the credit invoice's negative open amount.
    const c = (await call('GET', `/v1/invoice/${credit?.id}`, member)).json();
    expect(c).toMatchObject({ StatusId: 3, CreditOfInvoiceId: issued.id, CreditOfNumber: issued.number });
    expect(cents(c.TotalOpen)).toBe(-(res.total_incl_cents - feeCents));
    const all = (await call('GET', `/v1/profile/invoice?reservationId=${r.Id}`, member)).json()
      .Results as Json[];
    expect(all.reduce((n, x) => n + cents(x.TotalOpen), 0)).toBe(feeCents - res.total_incl_cents);
    const f = (await call('GET', `/v1/invoice/${fee?.id}`, member)).json();
    expect(cents(f.TotalExclTax) + cents(f.TotalTax)).toBe(feeCents);
    expect(f.Lines.every((l: Json) => /Annuleringskosten 50%|Cancellation fee 50%/.test(l.Description))).toBe(
      true,
    );
    const ubl = checkUbl((await call('GET', `/v1/invoice/${credit?.id}/ubl`, member)).body);
    expect(ubl.kind).toBe('CreditNote');
    expect(ubl.violations).toEqual([]);
    expect(String(ubl.root.BillingReference.InvoiceDocumentReference.ID)).toBe(issued.number);
    expect(checkUbl((await call('GET', `/v1/invoice/${fee?.id}/ubl`, member)).body).violations).toEqual([]);
    // Credit and fee invoices are mailed too.
    const kinds = await db()
      .selectFrom('outbox')
      .select('subject')
      .where('reservation_id', '=', r.Id)
      .where('kind', '=', 'invoice-issued')
      .execute();
    expect(kinds).toHaveLength(3);
  });

  it('settles an unpaid invoice with its credit invoice when the reservation is cancelled for free', async () => {
    const r = await book();
    const issued = await issue(r.Id);
    const res = await reservationRow(r.Id);
    // Unpaid, cancelled long before the start: no fee.
    now = new Date(Date.parse(res.starts_at) - 30 * 24 * 3_600_000);
    const member = await headersAt('booker@example.com', now);
    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/cancel`, member, { ReasonType: 4 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    const [original, credit, ...rest] = await invoicesOf(r.Id);
    expect(rest).toEqual([]);
    expect(credit).toMatchObject({ status_id: 3, credit_of_id: issued.id });
    // Neither asks for money: the credit invoice settled the original, and nothing was paid to give back.
    const o = (await call('GET', `/v1/invoice/${original?.id}`, member)).json();
    const c = (await call('GET', `/v1/invoice/${credit?.id}`, member)).json();
    expect([cents(o.TotalOpen), cents(c.TotalOpen)]).toEqual([0, 0]);
    expect(o.StatusId).toBe(2);
  });

  it('expires the draft of a reservation cancelled before it was issued', async () => {
    const r = await book();
    expect((await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 1 })).statusCode).toBe(
      200,
    );
    await drain();
    expect((await invoicesOf(r.Id)).map((i) => [i.status_id, i.number])).toEqual([[4, null]]);
    await expect(issue(r.Id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('issues in the invoice run what starts within 24 hours', async () => {
    const soon = await book();
    const later = await book('2026-11-27');
    const res = await reservationRow(soon.Id);
    expect(await runInvoiceRun(db(), now)).toBe(0);
    now = new Date(Date.parse(res.starts_at) - 23 * 3_600_000);
    const issuedNow = await runInvoiceRun(db(), now);
    expect(issuedNow).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(soon.Id))[0]).toMatchObject({ status_id: 1 });
    expect((await invoicesOf(later.Id))[0]).toMatchObject({ status_id: 0 });
    expect(await runInvoiceRun(db(), now)).toBe(0);
  });

  it('gives a PDF with the number, seller and payment details, and a valid UBL document', async () => {
    const r = await book();
    const issued = await issue(r.Id);
    const pdf = await call('GET', `/v1/invoice/${issued.id}/pdf`, booker);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`factuur-${issued.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(issued.number);
    expect(text).toContain('NL854673131B01');
    expect(text).toContain('NL67INGB0006543210');
    expect(text).toMatch(/Factuur|Invoice/);
    const ubl = await call('GET', `/v1/invoice/${issued.id}/ubl`, booker);
    expect(ubl.statusCode).toBe(200);
    expect(ubl.headers['content-type']).toContain('application/xml');
    const checked = checkUbl(ubl.body);
    expect(checked.kind).toBe('Invoice');
    expect(checked.violations).toEqual([]);
    expect(String(checked.root.ID)).toBe(issued.number);
    expect(String(checked.root.IssueDate)).toBe('2026-11-23');
    expect(String(checked.root.DueDate)).toBe('2026-12-07');
    // The check can fail: a payable amount that does not follow, a line that does not add up.
    const tampered = ubl.body.replace(
      /<cbc:PayableAmount currencyID="EUR">[^<]*</,
      '<cbc:PayableAmount currencyID="EUR">1.00<',
    );
    expect(checkUbl(tampered).violations).toContain('BR-CO-16 payable = inclusive − prepaid');
    const badLine = ubl.body.replace(
      /(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">)[^<]*/,
      '$10.01',
    );
    expect(checkUbl(badLine).violations).toContain('BR-CO-10 sum of lines');
  });
});
