// The uploads area's public face: how another area checks an uploaded picture.
import type { UploadImageType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { uploadQueries } from './uploads.queries.ts';

/** An uploaded picture as another area checks it: its kind and uploader. */
export interface UploadedImageFacts {
  url: string;
  type: UploadImageType;
  profileId: number;
  itemId: number | null;
  width: number;
  height: number;
}

/** The upload behind an `Image` URL (`POST /v1/upload/image`'s `Url`), or undefined for any other URL. */
export async function uploadedImageOf(db: Kysely<DB>, url: string): Promise<UploadedImageFacts | undefined> {
  const row = await uploadQueries.byUrl(db, url);
  if (!row) return undefined;
  return {
    url: row.url,
    type: row.type as UploadImageType,
    profileId: row.profile_id,
    itemId: row.item_id,
    width: row.width,
    height: row.height,
  };
}
