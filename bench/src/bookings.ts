import { addDays } from './questions.ts';
import { KEY } from './servers.ts';

// A steady stream of bookings beside a search load: every booking is a guest (own `ms_client`
// cookie) who searches meeting rooms in one of BOOKING_CITIES, selects the first free quote,
// gives a booker and accepts the terms, and finalizes: the same calls the web app makes.

/** Cities the bookings go to: never Utrecht, where the measured searches ask. */
export const BOOKING_CITIES = ['Rotterdam', 'Groningen', 'Eindhoven', 'Den Haag'];
/** Hour slots per day the bookings use (08:00-16:00 starts, one hour each). */
const SLOTS_PER_DAY = 8;
/** First booking day: outside the cold searches' four weeks from 2027-03-01. */
const FIRST_DAY = '2027-04-05';

export type BookingStep = 'search' | 'select' | 'details' | 'finalize';

export interface BookingStats {
  started: number;
  succeeded: number;
  failed: number;
  /** Wall time of each succeeded booking (search to finalize), ms. */
  durations: number[];
  /** Wall time of each call of the succeeded bookings, by step (search, select, details, finalize), ms. */
  steps: Record<BookingStep, number[]>;
  /** The first few failures' reasons. */
  errors: string[];
}

/** The n-th weekday (Monday-Friday) from FIRST_DAY (a Monday). */
function weekday(n: number): string {
  return addDays(FIRST_DAY, 7 * Math.floor(n / 5) + (n % 5));
}

/**
 * Books every 1000/`perSecond` ms until `stop` is called (open loop: a slow booking does not delay
 * the next one); `stop` resolves with the counts once the bookings in flight have ended. Booking
 * number k gets its own city, weekday and hour (`firstIndex` continues a previous stream), so no
 * two bookings compete for a space.
 */
export function startBookings(
  base: string,
  perSecond: number,
  firstIndex: number,
): { stop: () => Promise<BookingStats & { nextIndex: number }> } {
  const stats: BookingStats = {
    started: 0,
    succeeded: 0,
    failed: 0,
    durations: [],
    steps: { search: [], select: [], details: [], finalize: [] },
    errors: [],
  };
  const inFlight = new Set<Promise<void>>();
  let index = firstIndex;
  const tick = () => {
    const k = index++;
    stats.started += 1;
    const started = performance.now();
    const run = book(base, k)
      .then((steps) => {
        stats.succeeded += 1;
        stats.durations.push(performance.now() - started);
        for (const step of Object.keys(steps) as BookingStep[]) stats.steps[step].push(steps[step]);
      })
      .catch((error: Error) => {
        stats.failed += 1;
        if (stats.errors.length < 5) stats.errors.push(error.message);
      })
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };
  tick();
  const timer = setInterval(tick, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { ...stats, nextIndex: index };
    },
  };
}

/** One guest booking, number `k`: search, select, booker and terms, finalize; each step's wall time. */
async function book(base: string, k: number): Promise<Record<BookingStep, number>> {
  const city = BOOKING_CITIES[k % BOOKING_CITIES.length] as string;
  const slot = Math.floor(k / BOOKING_CITIES.length);
  const day = weekday(Math.floor(slot / SLOTS_PER_DAY));
  const start = 480 + 60 * (slot % SLOTS_PER_DAY);
  const headers = {
    apiToken: KEY,
    cookie: `ms_client=${`bench-booker-${k}`.padEnd(24, 'x')}`,
  };
  const steps: Record<BookingStep, number> = { search: 0, select: 0, details: 0, finalize: 0 };
  const call = async (step: BookingStep, method: string, path: string, body?: object) => {
    const started = performance.now();
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    steps[step] = performance.now() - started;
    if (!response.ok)
      throw new Error(`${method} ${path.split('?')[0]}: ${response.status} ${text.slice(0, 120)}`);
    return JSON.parse(text);
  };
  const search = await call(
    'search',
    'GET',
    `/v2/availability?q=${encodeURIComponent(city)}&startDate=${day}&startTime=${start}&endTime=${start + 60}&meetingtype=1&seats=2`,
  );
  type Space = { SpaceAvailable: boolean; Hash: string };
  type Location = { LocationId: number; IsAvailable: boolean; Spaces: Space[] };
  const location = (search.Locations as Location[]).find((l) => l.IsAvailable);
  const space = location?.Spaces.find((s) => s.SpaceAvailable);
  if (!location || !space) throw new Error(`no free meeting room in ${city} on ${day} at ${start}`);
  const cart = await call('select', 'POST', '/v1/availability/select', {
    SearchId: search.SearchId,
    LocationId: location.LocationId,
    Hash: space.Hash,
  });
  await call('details', 'PUT', `/v1/cart/${cart.CartKey}`, {
    Name: `Bench booking ${k}`,
    Contacts: [{ TypeId: 1, Name: 'Bench Booker', Email: `bench-booker-${k}@example.org` }],
    CartTerms: { Accepted: true },
  });
  await call('finalize', 'POST', `/v2/cart/${cart.CartKey}/finalize`);
  return steps;
}
