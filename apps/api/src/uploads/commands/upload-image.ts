import { IMAGE_SIZES, UPLOAD_IMAGE_RULES, type UploadedImage, type UploadImageType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { renderSourceImage, writeImage } from '../../kernel/images/images.ts';
import { uploadQueries } from '../uploads.queries.ts';

export interface UploadDeps {
  db: Kysely<DB>;
  now: Date;
  uploadDir: string;
}

/**
 * `POST /v1/upload/image`: checks the picture by its kind's rules (`UPLOAD_IMAGE_RULES`: an event's
 * is a JPEG wider than 1024 px, an article's or group's a JPEG, PNG or WebP at least 600 px wide),
 * renders the four sizes (JPEG, and WebP for articles and groups), writes them under
 * `/uploads/images/<type>/<member>/<version>/` and records the upload for its member. `ItemId` is
 * stored as given: whether the member may attach the picture to that item is checked when the item
 * names it (an event's `Image` must be the member's own upload of type Event).
 */
export async function uploadImage(
  deps: UploadDeps,
  actor: Actor,
  body: { Base64Image: string; Type: UploadImageType; ItemId?: number | null },
): Promise<UploadedImage> {
  const rules = UPLOAD_IMAGE_RULES[body.Type];
  const { renditions, width, height } = await renderSourceImage(body.Base64Image, {
    field: 'Base64Image',
    accept: rules.formats,
    webp: body.Type !== 'Event',
    minWidth: { pixels: rules.minWidth, exclusive: rules.exclusive },
  });
  const stored = await writeImage(
    deps.uploadDir,
    ['images', body.Type.toLowerCase(), String(actor.profileId)],
    renditions,
  );
  const sizes: Record<string, string> = {};
  for (const [size, files] of Object.entries(stored.files)) sizes[size] = files.jpeg;
  const [w, h] = IMAGE_SIZES[IMAGE_SIZES.length - 1] as readonly [number, number];
  const url = sizes[`${w}x${h}`] as string;
  await uploadQueries.insert(deps.db, {
    url,
    type: body.Type,
    profile_id: actor.profileId,
    item_id: body.ItemId ?? null,
    width,
    height,
    sizes: JSON.stringify(sizes),
    created_at: deps.now.toISOString(),
  });
  return { Url: url, Sizes: sizes, Width: width, Height: height };
}
