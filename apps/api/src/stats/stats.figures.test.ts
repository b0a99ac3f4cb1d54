import { STATS_KINDS } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { type StatsWorld, writeStatsWorld } from '../../test/stats.ts';

// Every statistic of the world in test/stats.ts, computed by hand (see the comments there): March
// 2027 at location A (the host's), at all the host's locations (A and B) and at the platform (A, B
// and C, an administrator's "all"), by month, ISO week and day, and a member's own totals.

const NOW = new Date('2027-04-10T10:00:00Z');
const MARCH = 'startDate=2027-03-01&endDate=2027-03-31';

type Row = Record<string, unknown>;
interface Stats {
  Kind: string;
  LocationId: number;
  LocationName: string | null;
  LocationCount: number;
  GroupBy: string;
  Series: Row[];
  Totals: Row;
  Licences?: Row[];
}

describe.each(engines)('statistics figures on %s', (engine) => {
  let t: TestApp;
  let world: StatsWorld;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    world = await writeStatsWorld(t, NOW);
  });
  afterAll(async () => t?.close());

  const get = async (who: keyof StatsWorld['headers'], url: string): Promise<Stats> => {
    const res = await apiCall(t)('GET', url, world.headers[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Stats;
  };
  const ofA = (kind: string, groupBy = 'month') =>
    get('host', `/v1/stats/location/${world.locations.a}/${kind}?${MARCH}&groupBy=${groupBy}`);
  const ofAll = (who: 'host' | 'admin', kind: string, groupBy = 'month') =>
    get(who, `/v1/stats/location/0/${kind}?${MARCH}&groupBy=${groupBy}`);
  const byPeriod = (stats: Stats) =>
    Object.fromEntries(stats.Series.map(({ Period, StartDate, EndDate, ...v }) => [Period, v]));

  describe('location A by month', () => {
    it('reservation: live ones by start day (options apart), cancelled apart, check-ins', async () => {
      const stats = await ofA('reservation');
      expect(stats).toMatchObject({
        Kind: 'reservation',
        LocationName: 'Fixture A',
        LocationCount: 1,
        GroupBy: 'month',
      });
      expect(stats.Series).toEqual([
        {
          Period: '2027-03',
          StartDate: '2027-03-01',
          EndDate: '2027-03-31',
          Reservations: 4,
          Definite: 3,
          Options: 1,
          Cancelled: 1,
          CheckedIn: 1,
        },
      ]);
      expect(stats.Totals).toEqual({ Reservations: 4, Definite: 3, Options: 1, Cancelled: 1, CheckedIn: 1 });
    });

    it('revenue: live reservations excl. and incl. VAT; issued invoices net of credit invoices', async () => {
      const stats = await ofA('revenue');
      expect(stats.Totals).toEqual({
        RevenueExclVat: 610,
        RevenueInclVat: 738.1,
        Vat: 128.1,
        InvoicedExclVat: 300,
        InvoicedInclVat: 363,
      });
    });

    it('seats: seats booked, per reservation, and seats per day of a multi-day booking', async () => {
      expect((await ofA('seats')).Totals).toEqual({
        Seats: 15,
        Reservations: 4,
        AverageSeats: 3.8,
        SeatDays: 18,
      });
    });

    it('search: asked for A or made a cart at A, in Amsterdam days', async () => {
      expect((await ofA('search')).Totals).toEqual({ Searches: 8, ViaWidget: 1, ByMembers: 2, Booked: 2 });
    });

    it('searchconversion and searchfunnel', async () => {
      expect((await ofA('searchconversion')).Totals).toEqual({
        Searches: 8,
        Booked: 2,
        ConversionRate: 0.25,
      });
      // The app's search that made a cart chose the location and a space without saving a step.
      expect((await ofA('searchfunnel')).Totals).toEqual({
        Searched: 8,
        ChoseLocation: 6,
        ChoseSpace: 5,
        Booked: 2,
      });
    });

    it('feeinvoice: definite seat-days x price per seat, the monthly fee from the day the location came', async () => {
      const stats = await ofA('feeinvoice');
      // 14 seat-days x EUR 1.00; EUR 49.00 x 17/31 days = 26.87; 21% VAT of 40.87 = 8.58.
      expect(stats.Totals).toEqual({
        SeatDays: 14,
        SeatFeeExclVat: 14,
        MonthlyFeeExclVat: 26.87,
        TotalExclVat: 40.87,
        Vat: 8.58,
        TotalInclVat: 49.45,
      });
      expect(stats.Licences).toEqual([
        { Name: 'Seats2meet', PricePerSeat: 1, MonthlyFee: 49, MeetingTypeIds: [1, 2, 3], Locations: 1 },
      ]);
    });

    it('workspacecapacity: active workspace seats on open days, closed days out', async () => {
      // 8 seats x (23 weekdays - 10 March) = 176; booked 3 x 2 days + 2 = 8.
      expect((await ofA('workspacecapacity')).Totals).toEqual({
        CapacitySeatDays: 176,
        BookedSeatDays: 8,
        Utilization: 0.0455,
      });
    });

    it('totals: the headline figures', async () => {
      expect((await ofA('totals')).Totals).toEqual({
        Reservations: 4,
        Cancelled: 1,
        Seats: 15,
        RevenueExclVat: 610,
        RevenueInclVat: 738.1,
        CheckedIn: 1,
        Searches: 8,
        Booked: 2,
        ConversionRate: 0.25,
      });
    });
  });

  describe('location A by ISO week (Monday to Sunday, cut to March)', () => {
    it('has the five weeks of March 2027', async () => {
      const stats = await ofA('searchfunnel', 'week');
      expect(stats.Series.map((r) => [r.Period, r.StartDate, r.EndDate])).toEqual([
        ['2027-W09', '2027-03-01', '2027-03-07'],
        ['2027-W10', '2027-03-08', '2027-03-14'],
        ['2027-W11', '2027-03-15', '2027-03-21'],
        ['2027-W12', '2027-03-22', '2027-03-28'],
        ['2027-W13', '2027-03-29', '2027-03-31'],
      ]);
      expect(byPeriod(stats)).toEqual({
        '2027-W09': { Searched: 4, ChoseLocation: 3, ChoseSpace: 2, Booked: 0 },
        '2027-W10': { Searched: 1, ChoseLocation: 0, ChoseSpace: 0, Booked: 0 },
        '2027-W11': { Searched: 1, ChoseLocation: 1, ChoseSpace: 1, Booked: 1 },
        '2027-W12': { Searched: 2, ChoseLocation: 2, ChoseSpace: 2, Booked: 1 },
        '2027-W13': { Searched: 0, ChoseLocation: 0, ChoseSpace: 0, Booked: 0 },
      });
    });

    it('revenue per week; the credit invoice cancels its invoice in week 11', async () => {
      const weeks = byPeriod(await ofA('revenue', 'week'));
      expect(weeks['2027-W09']).toEqual({
        RevenueExclVat: 300,
        RevenueInclVat: 363,
        Vat: 63,
        InvoicedExclVat: 300,
        InvoicedInclVat: 363,
      });
      expect(weeks['2027-W10']).toMatchObject({ RevenueExclVat: 200, InvoicedExclVat: 0 });
      expect(weeks['2027-W11']).toMatchObject({ RevenueExclVat: 0, InvoicedExclVat: 0, InvoicedInclVat: 0 });
      expect(weeks['2027-W12']).toMatchObject({ RevenueExclVat: 20, RevenueInclVat: 24.2 });
      expect(weeks['2027-W13']).toMatchObject({ RevenueExclVat: 90, RevenueInclVat: 108.9 });
    });

    it('the fee per week rounds each row; the totals add the rows', async () => {
      const stats = await ofA('feeinvoice', 'week');
      expect(byPeriod(stats)).toEqual({
        '2027-W09': {
          SeatDays: 6,
          SeatFeeExclVat: 6,
          MonthlyFeeExclVat: 0,
          TotalExclVat: 6,
          Vat: 1.26,
          TotalInclVat: 7.26,
        },
        '2027-W10': {
          SeatDays: 0,
          SeatFeeExclVat: 0,
          MonthlyFeeExclVat: 0,
          TotalExclVat: 0,
          Vat: 0,
          TotalInclVat: 0,
        },
        '2027-W11': {
          SeatDays: 0,
          SeatFeeExclVat: 0,
          MonthlyFeeExclVat: 11.06,
          TotalExclVat: 11.06,
          Vat: 2.32,
          TotalInclVat: 13.38,
        },
        '2027-W12': {
          SeatDays: 2,
          SeatFeeExclVat: 2,
          MonthlyFeeExclVat: 11.06,
          TotalExclVat: 13.06,
          Vat: 2.74,
          TotalInclVat: 15.8,
        },
        '2027-W13': {
          SeatDays: 6,
          SeatFeeExclVat: 6,
          MonthlyFeeExclVat: 4.74,
          TotalExclVat: 10.74,
          Vat: 2.26,
          TotalInclVat: 13,
        },
      });
      expect(stats.Totals).toEqual({
        SeatDays: 14,
        SeatFeeExclVat: 14,
        MonthlyFeeExclVat: 26.86,
        TotalExclVat: 40.86,
        Vat: 8.58,
        TotalInclVat: 49.44,
      });
    });

    it('workspace capacity per week', async () => {
      expect(byPeriod(await ofA('workspacecapacity', 'week'))).toEqual({
        '2027-W09': { CapacitySeatDays: 40, BookedSeatDays: 0, Utilization: 0 },
        '2027-W10': { CapacitySeatDays: 32, BookedSeatDays: 0, Utilization: 0 },
        '2027-W11': { CapacitySeatDays: 40, BookedSeatDays: 0, Utilization: 0 },
        '2027-W12': { CapacitySeatDays: 40, BookedSeatDays: 2, Utilization: 0.05 },
        '2027-W13': { CapacitySeatDays: 24, BookedSeatDays: 6, Utilization: 0.25 },
      });
    });

    it('reservations and seats per week', async () => {
      expect(byPeriod(await ofA('reservation', 'week'))).toEqual({
        '2027-W09': { Reservations: 1, Definite: 1, Options: 0, Cancelled: 0, CheckedIn: 1 },
        '2027-W10': { Reservations: 1, Definite: 0, Options: 1, Cancelled: 1, CheckedIn: 0 },
        '2027-W11': { Reservations: 0, Definite: 0, Options: 0, Cancelled: 0, CheckedIn: 0 },
        '2027-W12': { Reservations: 1, Definite: 1, Options: 0, Cancelled: 0, CheckedIn: 0 },
        '2027-W13': { Reservations: 1, Definite: 1, Options: 0, Cancelled: 0, CheckedIn: 0 },
      });
      expect(byPeriod(await ofA('seats', 'week'))['2027-W13']).toEqual({
        Seats: 3,
        Reservations: 1,
        AverageSeats: 3,
        SeatDays: 6,
      });
    });
  });

  describe('location A by day (Amsterdam days, the clocks going forward on 28 March)', () => {
    it('counts a search at 00:30 and at 23:30 local on 1 March, and none on 31 March', async () => {
      const days = byPeriod(await ofA('searchfunnel', 'day'));
      expect(Object.keys(days)).toHaveLength(31);
      expect(days['2027-03-01']).toEqual({ Searched: 3, ChoseLocation: 2, ChoseSpace: 1, Booked: 0 });
      expect(days['2027-03-02']).toEqual({ Searched: 1, ChoseLocation: 1, ChoseSpace: 1, Booked: 0 });
      expect(days['2027-03-28']).toEqual({ Searched: 1, ChoseLocation: 1, ChoseSpace: 1, Booked: 1 });
      expect(days['2027-03-23']).toEqual({ Searched: 1, ChoseLocation: 1, ChoseSpace: 1, Booked: 0 });
      expect(days['2027-03-31']).toEqual({ Searched: 0, ChoseLocation: 0, ChoseSpace: 0, Booked: 0 });
      const search = byPeriod(await ofA('search', 'day'));
      expect(search['2027-03-28']).toEqual({ Searches: 1, ViaWidget: 1, ByMembers: 1, Booked: 1 });
      expect(search['2027-03-09']).toEqual({ Searches: 1, ViaWidget: 0, ByMembers: 1, Booked: 0 });
      const conversion = byPeriod(await ofA('searchconversion', 'day'));
      expect(conversion['2027-03-01']).toEqual({ Searches: 3, Booked: 0, ConversionRate: 0 });
      expect(conversion['2027-03-03']).toEqual({ Searches: 0, Booked: 0, ConversionRate: null });
    });

    it('spreads a multi-day booking over its days and the monthly fee over the month', async () => {
      const seats = byPeriod(await ofA('seats', 'day'));
      expect(seats['2027-03-30']).toMatchObject({ Seats: 3, SeatDays: 3 });
      expect(seats['2027-03-31']).toMatchObject({
        Seats: 0,
        Reservations: 0,
        AverageSeats: null,
        SeatDays: 3,
      });
      const fee = byPeriod(await ofA('feeinvoice', 'day'));
      expect(fee['2027-03-14']).toMatchObject({ MonthlyFeeExclVat: 0 });
      expect(fee['2027-03-15']).toMatchObject({ MonthlyFeeExclVat: 1.58, TotalExclVat: 1.58, Vat: 0.33 });
      const capacity = byPeriod(await ofA('workspacecapacity', 'day'));
      expect(capacity['2027-03-01']).toEqual({ CapacitySeatDays: 8, BookedSeatDays: 0, Utilization: 0 });
      expect(capacity['2027-03-06']).toEqual({ CapacitySeatDays: 0, BookedSeatDays: 0, Utilization: null });
      expect(capacity['2027-03-10']).toEqual({ CapacitySeatDays: 0, BookedSeatDays: 0, Utilization: null });
      expect(capacity['2027-03-28']).toEqual({ CapacitySeatDays: 0, BookedSeatDays: 2, Utilization: null });
      const revenue = byPeriod(await ofA('revenue', 'day'));
      expect(revenue['2027-03-20']).toMatchObject({ InvoicedExclVat: 50, InvoicedInclVat: 60.5 });
      expect(revenue['2027-03-21']).toMatchObject({ InvoicedExclVat: -50, InvoicedInclVat: -60.5 });
      expect(revenue['2027-03-22']).toMatchObject({ InvoicedExclVat: 0 });
    });
  });

  describe("all of the host's locations (id 0: A and B)", () => {
    it('adds B to every figure', async () => {
      const reservation = await ofAll('host', 'reservation');
      expect(reservation).toMatchObject({ LocationId: 0, LocationName: null, LocationCount: 2 });
      expect(reservation.Totals).toEqual({
        Reservations: 6,
        Definite: 4,
        Options: 2,
        Cancelled: 1,
        CheckedIn: 1,
      });
      expect((await ofAll('host', 'revenue')).Totals).toMatchObject({
        RevenueExclVat: 860,
        RevenueInclVat: 1040.6,
      });
      expect((await ofAll('host', 'search')).Totals).toEqual({
        Searches: 9,
        ViaWidget: 1,
        ByMembers: 2,
        Booked: 2,
      });
      expect((await ofAll('host', 'searchfunnel')).Totals).toEqual({
        Searched: 9,
        ChoseLocation: 6,
        ChoseSpace: 5,
        Booked: 2,
      });
      // B: 20 seats x 27 days (Monday to Saturday); booked 5 x 2 + 10.
      expect((await ofAll('host', 'workspacecapacity')).Totals).toEqual({
        CapacitySeatDays: 716,
        BookedSeatDays: 28,
        Utilization: 0.0391,
      });
    });

    it("charges each location under its own licence (B's workspaces at EUR 1.50, no monthly fee)", async () => {
      const fee = await ofAll('host', 'feeinvoice');
      expect(fee.Totals).toEqual({
        SeatDays: 24,
        SeatFeeExclVat: 29,
        MonthlyFeeExclVat: 26.87,
        TotalExclVat: 55.87,
        Vat: 11.73,
        TotalInclVat: 67.6,
      });
      expect(fee.Licences).toEqual([
        { Name: 'Seats2meet', PricePerSeat: 1, MonthlyFee: 49, MeetingTypeIds: [1, 2, 3], Locations: 1 },
        { Name: 'Seats2work', PricePerSeat: 1.5, MonthlyFee: 0, MeetingTypeIds: [2], Locations: 1 },
      ]);
    });

    it('a member who manages nothing gets zeros, not a refusal', async () => {
      const stats = await get('other', `/v1/stats/location/0/totals?${MARCH}`);
      expect(stats.LocationCount).toBe(0);
      expect(stats.Series).toHaveLength(31);
      expect(stats.Totals).toMatchObject({ Reservations: 0, Searches: 0, ConversionRate: null });
    });
  });

  describe("an administrator's all (id 0: the platform)", () => {
    it('counts every location and every search, the ones that chose none too', async () => {
      const totals = await ofAll('admin', 'totals');
      expect(totals.LocationCount).toBe(3);
      expect(totals.Totals).toEqual({
        Reservations: 7,
        Cancelled: 1,
        Seats: 32,
        RevenueExclVat: 870,
        RevenueInclVat: 1052.7,
        CheckedIn: 1,
        Searches: 11,
        Booked: 3,
        ConversionRate: 0.2727,
      });
      expect((await ofAll('admin', 'searchfunnel')).Totals).toEqual({
        Searched: 11,
        ChoseLocation: 8,
        ChoseSpace: 6,
        Booked: 3,
      });
      expect((await ofAll('admin', 'feeinvoice')).Totals).toEqual({
        SeatDays: 26,
        SeatFeeExclVat: 31,
        MonthlyFeeExclVat: 75.87,
        TotalExclVat: 106.87,
        Vat: 22.44,
        TotalInclVat: 129.31,
      });
    });
  });

  describe("a member's own totals", () => {
    it('counts the reservations they booked and the searches they made', async () => {
      const stats = await get(
        'owner',
        `/v1/stats/profile/${world.profiles.owner}/totals?${MARCH}&groupBy=month`,
      );
      expect(stats.Totals).toEqual({
        Reservations: 2,
        Cancelled: 1,
        Seats: 16,
        SpentExclVat: 400,
        SpentInclVat: 484,
        CheckedIn: 1,
        Searches: 2,
      });
      const weeks = await get(
        'admin',
        `/v1/stats/profile/${world.profiles.owner}/totals?${MARCH}&groupBy=week`,
      );
      expect(byPeriod(weeks)['2027-W11']).toEqual({
        Reservations: 1,
        Cancelled: 0,
        Seats: 10,
        SpentExclVat: 100,
        SpentInclVat: 121,
        CheckedIn: 0,
        Searches: 0,
      });
    });
  });

  it('for every kind and grouping, the totals are the rows added up', async () => {
    for (const kind of STATS_KINDS) {
      for (const groupBy of ['day', 'week', 'month']) {
        const stats = await ofAll('host', kind, groupBy);
        for (const [name, total] of Object.entries(stats.Totals)) {
          const values = stats.Series.map((row) => row[name]);
          if (typeof total !== 'number' || values.some((v) => v === null)) continue;
          if (/Rate|Utilization|Average/.test(name)) continue;
          const sum = values.reduce<number>((s, v) => s + Math.round((v as number) * 100), 0) / 100;
          expect({ kind, groupBy, name, total: sum }).toEqual({ kind, groupBy, name, total });
        }
      }
    }
  });
});
