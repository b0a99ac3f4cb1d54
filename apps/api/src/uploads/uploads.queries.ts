import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { UploadedImagesTable } from './uploads.schema.ts';

export type UploadedImageRow = Selectable<UploadedImagesTable>;

/** The uploads area's SQL. */
export const uploadQueries = {
  async insert(db: Kysely<DB>, row: Insertable<UploadedImagesTable>): Promise<number> {
    const inserted = await db
      .insertInto('uploaded_images')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** The upload whose large JPEG is `url`, or undefined. */
  byUrl(db: Kysely<DB>, url: string): Promise<UploadedImageRow | undefined> {
    return db.selectFrom('uploaded_images').selectAll().where('url', '=', url).executeTakeFirst();
  },
};
