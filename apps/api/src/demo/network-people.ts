import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { RenderedImage } from '../kernel/images/images.ts';
import { NETWORK_IMAGE_SOURCE } from './images/network-images.ts';
import type { DemoRandom } from './random.ts';

// Who is who in the demo's member network (groups.ts, stories.ts): the fixed accounts and the plain
// demo members by language, chosen as events.ts chooses them; and how a network picture is written
// to the upload folder as `POST /v1/upload/image` would write it.

/** A fixed account, or the n-th plain Dutch or English demo member (as in events.ts). */
export type Who = 'host' | 'booker' | 'admin' | { nl: number } | { en: number };

export interface NetworkMember {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language_id: number;
  role: string;
}

export interface NetworkPeople {
  booker: NetworkMember;
  host: NetworkMember;
  admin: NetworkMember;
  /** Every activated member but the three fixed accounts (other hosts too), by id. */
  pool: NetworkMember[];
  who(w: Who): NetworkMember | undefined;
}

/** The network's people, or undefined when the fixed accounts are missing. */
export async function loadNetworkPeople(trx: Kysely<DB>): Promise<NetworkPeople | undefined> {
  const profiles = await trx
    .selectFrom('profiles')
    .select(['id', 'email', 'first_name', 'last_name', 'language_id', 'role'])
    .where('is_activated', '=', 1)
    .orderBy('id')
    .execute();
  const booker = profiles.find((p) => p.email === 'booker@example.com');
  const host = profiles.find((p) => p.email === 'host@example.com');
  const admin = profiles.find((p) => p.email === 'admin@example.com');
  if (!booker || !host || !admin) return undefined;
  const fixed = new Set([booker.id, host.id, admin.id]);
  const pool = profiles.filter((p) => !fixed.has(p.id));
  // Plain members from the end of the list, as events.ts picks its organizers.
  const plain = pool.filter((p) => p.role === 'member');
  const dutch = plain.filter((p) => p.language_id === LanguageId.nl).reverse();
  const english = plain.filter((p) => p.language_id === LanguageId.en).reverse();
  const who = (w: Who): NetworkMember | undefined =>
    w === 'host'
      ? host
      : w === 'booker'
        ? booker
        : w === 'admin'
          ? admin
          : 'nl' in w
            ? dutch[w.nl % Math.max(1, dutch.length)]
            : english[w.en % Math.max(1, english.length)];
  return { booker, host, admin, pool, who };
}

/** `<first> <last>`. */
export const fullName = (m: NetworkMember) => `${m.first_name} ${m.last_name}`;

/**
 * Writes one rendered picture to `<uploadDir>/<folder>/<version>/` (JPEG and WebP of each size, as
 * the uploads area does, with a seeded version) and records it in `uploaded_images` for its
 * uploader. Answers the large JPEG's URL (what the item's picture field holds).
 */
export async function writeNetworkImage(
  trx: Kysely<DB>,
  random: DemoRandom,
  uploadDir: string,
  rendered: RenderedImage,
  upload: { type: 'Group' | 'Article'; profileId: number; itemId: number; createdAt: string },
): Promise<string> {
  const folder = ['images', upload.type.toLowerCase(), String(upload.profileId)];
  const version = random.faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' });
  const dir = join(uploadDir, ...folder, version);
  await mkdir(dir, { recursive: true });
  const base = `/uploads/${[...folder, version].join('/')}`;
  const sizes: Record<string, string> = {};
  for (const { size, jpeg, webp } of rendered) {
    await writeFile(join(dir, `${size}.jpg`), jpeg);
    if (webp) await writeFile(join(dir, `${size}.webp`), webp);
    sizes[size] = `${base}/${size}.jpg`;
  }
  const url = sizes['1024x768'] as string;
  await trx
    .insertInto('uploaded_images')
    .values({
      url,
      type: upload.type,
      profile_id: upload.profileId,
      item_id: upload.itemId,
      width: NETWORK_IMAGE_SOURCE.width,
      height: NETWORK_IMAGE_SOURCE.height,
      sizes: JSON.stringify(sizes),
      created_at: upload.createdAt,
    })
    .execute();
  return url;
}
