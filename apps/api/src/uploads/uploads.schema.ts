import type { Generated } from 'kysely';

/** A picture uploaded through `POST /v1/upload/image` for an event, article or group. */
export interface UploadedImagesTable {
  id: Generated<number>;
  /** The large JPEG's URL: what the owner's `Image` field holds. */
  url: string;
  /** Event | Article | Group */
  type: string;
  /** The uploader: only they may attach it to their event, article or group. */
  profile_id: number;
  /** The item it was uploaded for (null: one still being created). */
  item_id: number | null;
  /** The source's size in pixels. */
  width: number;
  height: number;
  /** A JSON object of every size's URL (`{ "160x120": "/uploads/…" }`). */
  sizes: string;
  created_at: string;
}

/** The uploads area's tables (the DB type in db/schema.ts includes them). */
export interface UploadTables {
  uploaded_images: UploadedImagesTable;
}
