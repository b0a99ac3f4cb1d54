import { CITIES } from '../../apps/api/src/demo/cities.ts';

// Cold scenarios: every request a different question. Each generator walks a fixed grid of
// questions in a scrambled order (a counter times a number coprime to the grid size, modulo that
// size), so no question repeats before the whole grid has been asked, and neighbouring requests
// differ in every part of the question.

/** The n-th question of a grid of `size` in scrambled order (a bijection on 0..size-1). */
function scrambled(n: number, size: number): number {
  // 1_000_003 is prime and larger than every grid below, so coprime to their sizes.
  return (n * 1_000_003) % size;
}

/** `day` days after `from` (yyyy-MM-dd), as yyyy-MM-dd. */
export function addDays(from: string, day: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date.toISOString().slice(0, 10);
}

const COLD_FROM = '2027-03-01';
const DAYS = 28;
/** 08:00 .. 17:00 in half hours. */
const STARTS = 19;
/** 1 .. 6 hours in half hours. */
const DURATIONS = 11;
const SEATS = 40;
/** Questions of the cold availability grid (234,080: no repeat within any sensible run). */
export const COLD_AVAILABILITY_QUESTIONS = DAYS * STARTS * DURATIONS * SEATS;

/**
 * Availability of meeting rooms in `city`, a different date (4 weeks from 2027-03-01), start time,
 * duration and seat count on every call.
 */
export function coldAvailability(city = 'Utrecht'): () => string {
  let n = 0;
  return () => {
    let q = scrambled(n++, COLD_AVAILABILITY_QUESTIONS);
    const day = q % DAYS;
    q = Math.floor(q / DAYS);
    const start = 480 + 30 * (q % STARTS);
    q = Math.floor(q / STARTS);
    const end = start + 60 + 30 * (q % DURATIONS);
    const seats = 1 + Math.floor(q / DURATIONS);
    return `/api/v2/availability?q=${encodeURIComponent(city)}&startDate=${addDays(COLD_FROM, day)}&startTime=${start}&endTime=${end}&meetingtype=1&seats=${seats}`;
  };
}

/** Points on a 0.4° x 0.6° grid (about 45 x 40 km) around Utrecht's centre, in 0.002° steps. */
const LAT_STEPS = 200;
const LNG_STEPS = 300;
const PAGES_NEAR = 3;

/** Locations within `radius` km of a different point around Utrecht (pages 1-3) on every call. */
export function coldNearby(radius = 25): () => string {
  let n = 0;
  const size = LAT_STEPS * LNG_STEPS * PAGES_NEAR;
  return () => {
    let q = scrambled(n++, size);
    const lat = 52.0907 - 0.2 + 0.002 * (q % LAT_STEPS);
    q = Math.floor(q / LAT_STEPS);
    const lng = 5.1214 - 0.3 + 0.002 * (q % LNG_STEPS);
    const page = 1 + Math.floor(q / LNG_STEPS);
    return `/api/v1/location?lat=${lat.toFixed(4)}&lng=${lng.toFixed(4)}&radius=${radius}&page=${page}&itemsPerPage=50`;
  };
}

const PAGES_TERM = 10;
/** Distinct search-term questions: the demo data's city names times pages 1-10. */
export const TERM_QUESTIONS = CITIES.length * PAGES_TERM;

/**
 * A location search for another city name of the demo data and page (1-10) on every call; the grid
 * has only TERM_QUESTIONS questions, so a run of more requests than that repeats them (the
 * location lists had no answer cache when this was written; if they get one, repeats can hit it).
 */
export function coldSearchTerm(): () => string {
  let n = 0;
  return () => {
    const q = scrambled(n++, TERM_QUESTIONS);
    const city = CITIES[q % CITIES.length]?.name ?? 'Utrecht';
    const page = 1 + Math.floor(q / CITIES.length);
    return `/api/v1/location?searchTerm=${encodeURIComponent(city)}&page=${page}&itemsPerPage=20`;
  };
}
