import { createHash } from 'node:crypto';
import { en, nl } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { type RenderedImage, writeProfileImage } from '../accounts/index.ts';
import type { DB } from '../db/schema.ts';
import { PORTRAIT_VARIANTS, portraitKind } from './images/portrait-images.ts';
import { DEMO_ACCOUNTS } from './people.ts';

// The demo members' profile pictures: four in five plain members have one (some never add a
// picture, and the people pages show their initial); the three fixed accounts have none, so that
// their profile checklist starts at the picture. Each is written as `PUT /v1/profile/image` writes
// one (accounts' writeProfileImage), under a version derived from the seed and the member, so the
// same seed gives the same paths.

type Kind = 'male' | 'female' | 'any';
const FIXED = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));

function namesOf(list: unknown): Set<string> {
  return new Set(Array.isArray(list) ? (list as string[]) : []);
}
const FEMALE = new Set([
  ...namesOf(nl.person?.first_name?.female),
  ...namesOf(en.person?.first_name?.female),
]);
const MALE = new Set([...namesOf(nl.person?.first_name?.male), ...namesOf(en.person?.first_name?.male)]);

/** Whom a first name suggests, from faker's name lists (the demo's names come from them). */
function kindOfName(firstName: string): Kind {
  const female = FEMALE.has(firstName);
  const male = MALE.has(firstName);
  return female === male ? 'any' : female ? 'female' : 'male';
}

/** The portraits that suit a member: those for anyone, and those for what their name suggests. */
function fitting(kind: Kind): number[] {
  return Array.from({ length: PORTRAIT_VARIANTS }, (_, n) => n).filter((n) => {
    const suits = portraitKind(n);
    return suits === 'any' || suits === kind;
  });
}

/** Gives the demo's plain members their pictures; answers how many. */
export async function writeDemoPortraits(
  trx: Kysely<DB>,
  seed: number,
  uploadDir: string,
  portraits: RenderedImage[],
): Promise<number> {
  const members = await trx
    .selectFrom('profiles')
    .select(['id', 'email', 'first_name'])
    .where('is_activated', '=', 1)
    .where('role', '=', 'member')
    .orderBy('id')
    .execute();
  let written = 0;
  for (const [i, member] of members.filter((m) => !FIXED.has(m.email)).entries()) {
    if (i % 5 === 4) continue;
    const choices = fitting(kindOfName(member.first_name));
    const rendered = portraits[choices[(i * 7) % choices.length] as number];
    if (!rendered) continue;
    const version = createHash('sha256').update(`${seed}:portrait:${member.id}`).digest('hex').slice(0, 16);
    const { imageUrl } = await writeProfileImage(uploadDir, member.id, rendered, version);
    await trx.updateTable('profiles').set({ image_url: imageUrl }).where('id', '=', member.id).execute();
    written += 1;
  }
  return written;
}
