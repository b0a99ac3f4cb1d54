import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { recordCatalogueChange } from '../kernel/catalogue-changes/catalogue-changes.ts';
import { planOptions, planPackages } from './catalogue.ts';
import { planLocations } from './locations.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';
import { planSpaces } from './spaces.ts';
import { loadReferenceIds } from './write.ts';
import { writeLocations } from './write-catalogue.ts';

// The administration's demo: besides the host's pending location, three more pending locations of
// other members wait in the approval queue, and one location was suspended with a reason. Written
// through the same tables as the rest of the catalogue (and the change log), after the main plan.

/** Pending locations of other members, and suspended ones. */
export const MODERATION_DEMO = { pending: 3, suspended: 1 } as const;

const SUSPEND_REASON =
  'Several guests found the venue closed on arrival. Suspended until the opening hours are corrected.';

/** `base`, or `base-2`, `base-3`, ... when a location has it already. */
function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * Writes the pending and suspended demo locations (with spaces, hours, options and packages, so an
 * approval makes a bookable location), each managed by one of the last plain demo members (who
 * become hosts), with its change log: created; for the suspended one also approved and suspended.
 */
export async function writeDemoModeration(db: Kysely<DB>, seed: number, now: Date): Promise<void> {
  const random = new DemoRandom(seed, Stream.Moderation);
  const planned = planLocations(random, MODERATION_DEMO.suspended, MODERATION_DEMO.pending);
  const slugs = new Set((await db.selectFrom('locations').select('slug').execute()).map((r) => r.slug));
  const nowIso = now.toISOString();
  planned.forEach((location, index) => {
    const slug = freeSlug(location.row.slug, slugs);
    const isPending = location.row.status === 'pending';
    // Pending ones were sent in over the last days; the suspended one has been around for months.
    const created = instantAfter(nowIso, isPending ? -(index + 1) * 1.3 : -120);
    location.row = {
      ...location.row,
      slug,
      email: `info@${slug}.example.nl`,
      website: `https://www.${slug}.example.nl`,
      status: isPending ? 'pending' : 'suspended',
      created_at: created,
      updated_at: created,
    };
    location.spaces = planSpaces(random, location);
    location.meetingTypeIds = [...new Set(location.spaces.map((s) => s.row.meeting_type_id))].sort(
      (a, b) => a - b,
    );
    location.options = planOptions(random);
    location.packages = planPackages(random, location);
  });

  const members = await db
    .selectFrom('profiles')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'member')
    .where('email', 'not like', '%@example.com')
    .where('is_activated', '=', 1)
    .orderBy('id', 'desc')
    .limit(planned.length)
    .execute();
  if (members.length < planned.length) throw new Error('the moderation demo needs more demo members');
  const profileIds = members.map((m) => m.id);
  const { locationIds } = await writeLocations(
    db,
    {
      locations: planned,
      people: { managers: planned.map((_, index) => ({ locationIndex: index, profileIndex: index })) },
    },
    await loadReferenceIds(db),
    profileIds,
  );
  await db.updateTable('profiles').set({ role: 'host' }).where('id', 'in', profileIds).execute();

  const admin = await db
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirstOrThrow();
  for (const [index, location] of planned.entries()) {
    const locationId = locationIds[index] as number;
    const created = new Date(location.row.created_at);
    await recordCatalogueChange(
      db,
      {
        locationId,
        profileId: profileIds[index] ?? null,
        subjectType: 'location',
        subjectId: locationId,
        action: 'create',
        changes: [{ Field: 'Name', From: null, To: location.row.name }],
      },
      created,
    );
    if (location.row.status !== 'suspended') continue;
    const status = (action: string, from: string, to: string, at: Date, reason?: string) =>
      recordCatalogueChange(
        db,
        {
          locationId,
          profileId: admin.id,
          subjectType: 'status',
          subjectId: locationId,
          action,
          changes: [
            { Field: 'Status', From: from, To: to },
            ...(reason ? [{ Field: 'Reason', From: null, To: reason }] : []),
          ],
        },
        at,
      );
    await status('approve', 'pending', 'live', new Date(instantAfter(location.row.created_at, 2)));
    await status('suspend', 'live', 'suspended', new Date(instantAfter(nowIso, -3)), SUSPEND_REASON);
  }

  // The host's pending location (of the main plan) was sent in too: its change log starts there.
  const unlogged = await db
    .selectFrom('locations as l')
    .innerJoin('location_managers as lm', 'lm.location_id', 'l.id')
    .select(['l.id', 'l.name', 'l.created_at', 'lm.profile_id'])
    .where('l.status', '=', 'pending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('catalogue_changes as c').select('c.id').whereRef('c.location_id', '=', 'l.id'),
        ),
      ),
    )
    .orderBy('l.id')
    .execute();
  const logged = new Set<number>();
  for (const row of unlogged) {
    if (logged.has(row.id)) continue;
    logged.add(row.id);
    await recordCatalogueChange(
      db,
      {
        locationId: row.id,
        profileId: row.profile_id,
        subjectType: 'location',
        subjectId: row.id,
        action: 'create',
        changes: [{ Field: 'Name', From: null, To: row.name }],
      },
      new Date(row.created_at),
    );
  }
}
