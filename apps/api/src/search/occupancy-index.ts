import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { OCCUPANCY_LOG_KEPT } from '../kernel/locks.ts';
import { availabilityQueries } from './availability.queries.ts';
import type { Occupant } from './occupancy.queries.ts';

/** A hold kept by the index: an occupant until its cart expires. */
interface HeldOccupant extends Occupant {
  expires_at: string;
}

/** What the engine asks of occupancy: a space's bookings and its holds alive at the search's moment. */
export interface OccupancyLookup {
  /** Whether the space has any booking or hold at all (most have none: the engine skips them fast). */
  occupied(spaceId: number): boolean;
  bookingsOf(spaceId: number): readonly Occupant[];
  holdsOf(spaceId: number): readonly Occupant[];
  /**
   * A number that changes whenever the occupancy of one of these locations may have changed: part
   * of a cached answer's key, so a booking elsewhere does not retire it.
   */
  fingerprint(locationIds: Iterable<number>): number;
}

/** How many days before today the index keeps bookings (a search of earlier dates reads the database). */
export const INDEX_DAYS_BEFORE_TODAY = 7;

const NONE: readonly Occupant[] = [];

/**
 * A process's copy of who occupies what: every space's bookings from a few days back and its live
 * holds, kept current through the change log (see kernel/locks.ts). Before each search `sync` reads
 * the global occupancy version (one tiny query, as every search did before) and, when it moved,
 * reloads only the locations stamped since; a process too far behind (or a new one) loads
 * everything. Versions are given in commit order, so once a reader has seen version v, every change
 * up to v is in its copy: a booking made through another process is seen by the next search.
 */
export class OccupancyIndex {
  /** The global occupancy version this copy reflects. */
  version = -1;
  /** Every location counts as changed at this version (the last full load). */
  private baseVersion = -1;
  private readonly changedAt = new Map<number, number>();
  private readonly bookings = new Map<number, Occupant[]>();
  private readonly holds = new Map<number, HeldOccupant[]>();
  /** The spaces each location has entries for, to drop them on reload. */
  private readonly spacesOf = new Map<number, Set<number>>();
  /** Per space id: 1 when it has entries (a flat array: the engine asks for every candidate space). */
  private occupiedFlags = new Uint8Array(1024);

  constructor(
    /** Bookings ending before this date are not kept. */
    readonly fromDate: string,
  ) {}

  /** Replaces the occupancy of these locations (every location when `locationIds` is undefined). */
  apply(
    rows: Awaited<ReturnType<typeof availabilityQueries.occupancyFrom>>,
    version: number,
    locationIds?: readonly number[],
  ): void {
    if (locationIds === undefined) {
      this.bookings.clear();
      this.holds.clear();
      this.spacesOf.clear();
      this.changedAt.clear();
      this.occupiedFlags.fill(0);
      this.baseVersion = version;
    } else {
      for (const locationId of locationIds) {
        for (const spaceId of this.spacesOf.get(locationId) ?? []) {
          this.bookings.delete(spaceId);
          this.holds.delete(spaceId);
          if (spaceId < this.occupiedFlags.length) this.occupiedFlags[spaceId] = 0;
        }
        this.spacesOf.delete(locationId);
        this.changedAt.set(locationId, version);
      }
    }
    for (const { location_id, space_id, ...occupant } of rows.bookings) {
      this.add(this.bookings, location_id, space_id, occupant);
    }
    for (const { location_id, space_id, ...hold } of rows.holds) {
      this.add(this.holds, location_id, space_id, hold);
    }
    this.version = Math.max(this.version, version);
  }

  private add<T>(into: Map<number, T[]>, locationId: number, spaceId: number, row: T) {
    const list = into.get(spaceId);
    if (list) list.push(row);
    else into.set(spaceId, [row]);
    const spaces = this.spacesOf.get(locationId);
    if (spaces) spaces.add(spaceId);
    else this.spacesOf.set(locationId, new Set([spaceId]));
    if (spaceId >= this.occupiedFlags.length) {
      const grown = new Uint8Array(Math.max(spaceId + 1, this.occupiedFlags.length * 2));
      grown.set(this.occupiedFlags);
      this.occupiedFlags = grown;
    }
    this.occupiedFlags[spaceId] = 1;
  }

  /** The lookup a search at `now` evaluates with. */
  lookup(now: Date): OccupancyLookup {
    const nowIso = now.toISOString();
    const flags = this.occupiedFlags;
    return {
      occupied: (spaceId) => flags[spaceId] === 1,
      bookingsOf: (spaceId) => this.bookings.get(spaceId) ?? NONE,
      holdsOf: (spaceId) => {
        const held = this.holds.get(spaceId);
        if (!held) return NONE;
        return held.filter((h) => h.expires_at > nowIso);
      },
      fingerprint: (locationIds) => {
        let latest = this.baseVersion;
        for (const id of locationIds) latest = Math.max(latest, this.changedAt.get(id) ?? latest);
        return latest;
      },
    };
  }
}

/** A lookup over one period's occupancy read from the database (searches before the index's window). */
export function lookupOfPeriod(
  occupancy: Awaited<ReturnType<typeof availabilityQueries.loadOccupancy>>,
  version: number,
): OccupancyLookup {
  const bookings = new Map<number, Occupant[]>();
  const holds = new Map<number, Occupant[]>();
  for (const { space_id, ...b } of occupancy.bookings)
    bookings.set(space_id, [...(bookings.get(space_id) ?? []), b]);
  for (const { space_id, ...h } of occupancy.holds) holds.set(space_id, [...(holds.get(space_id) ?? []), h]);
  return {
    occupied: (spaceId) => bookings.has(spaceId) || holds.has(spaceId),
    bookingsOf: (spaceId) => bookings.get(spaceId) ?? NONE,
    holdsOf: (spaceId) => holds.get(spaceId) ?? NONE,
    fingerprint: () => version,
  };
}

/**
 * The process's occupancy index over a database. `current()` brings it up to date first (one query
 * when nothing changed); concurrent searches share one catch-up. `today` gives the local date the
 * window starts from (a new day does not move it; an index only grows stale at its far end, which
 * no search asks about).
 */
export function openOccupancyIndex(db: Kysely<DB>, today: () => string, now: () => Date) {
  let index: OccupancyIndex | undefined;
  let catchingUp: Promise<OccupancyIndex> | undefined;

  const catchUp = async (seen: number): Promise<OccupancyIndex> => {
    const nowIso = now().toISOString();
    if (!index || seen - index.version > OCCUPANCY_LOG_KEPT / 2) {
      const fresh = new OccupancyIndex(addDays(today(), -INDEX_DAYS_BEFORE_TODAY));
      fresh.apply(await availabilityQueries.occupancyFrom(db, { fromDate: fresh.fromDate, nowIso }), seen);
      index = fresh;
      return fresh;
    }
    const current = index;
    const changes = await availabilityQueries.occupancyChangesSince(db, current.version);
    const locationIds = [...new Set(changes.map((c) => c.location_id))];
    const version = Math.max(seen, ...changes.map((c) => c.version));
    const rows =
      locationIds.length > 0
        ? await availabilityQueries.occupancyFrom(db, { fromDate: current.fromDate, nowIso, locationIds })
        : { bookings: [], holds: [] };
    current.apply(rows, version, locationIds);
    return current;
  };

  return {
    /** The index, current as of the occupancy version read now. */
    async current(): Promise<OccupancyIndex> {
      const seen = await availabilityQueries.occupancyVersion(db);
      if (index && index.version >= seen) return index;
      // One catch-up at a time; a search that saw a newer version than the running one waits for it
      // and then catches up again.
      while (catchingUp) {
        const done = await catchingUp.catch(() => undefined);
        if (done && done.version >= seen) return done;
      }
      const running: Promise<OccupancyIndex> = catchUp(seen).finally(() => {
        if (catchingUp === running) catchingUp = undefined;
      });
      catchingUp = running;
      return running;
    },
  };
}
export type OccupancyIndexSource = ReturnType<typeof openOccupancyIndex>;

/** The date `days` after a `yyyy-MM-dd` date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
