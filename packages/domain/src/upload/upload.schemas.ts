import { z } from 'zod';
import { optionalId } from '../common/common.schemas.ts';
import { EVENT_IMAGE_MIN_WIDTH } from '../constants/events.ts';

/** The kinds of image `POST /v1/upload/image` takes (the spec's Type). */
export const UPLOAD_IMAGE_TYPES = ['Event', 'Article', 'Group'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/**
 * What each kind accepts: an event's picture is a JPEG strictly wider than EVENT_IMAGE_MIN_WIDTH
 * (1024 px, the spec); an article's or group's a JPEG, PNG or WebP at least 600 px wide.
 */
export const UPLOAD_IMAGE_RULES: Record<
  UploadImageType,
  { formats: readonly ('jpeg' | 'png' | 'webp')[]; minWidth: number; exclusive: boolean }
> = {
  Event: { formats: ['jpeg'], minWidth: EVENT_IMAGE_MIN_WIDTH, exclusive: true },
  Article: { formats: ['jpeg', 'png', 'webp'], minWidth: 600, exclusive: false },
  Group: { formats: ['jpeg', 'png', 'webp'], minWidth: 600, exclusive: false },
};

// ---------------------------------------------------------------------------------------------
// Image upload (`POST /v1/upload/image`)

/** The data URL's part after the comma (a whole data URL is accepted too). */
export const uploadImageBody = z.object({
  Base64Image: z.string().min(1).max(12_000_000),
  Type: z.enum(UPLOAD_IMAGE_TYPES),
  /** The event, article or group it belongs to (0 or absent: one still being created). */
  ItemId: optionalId(),
});
export const uploadedImage = z.object({
  /** What an event's (article's, group's) `Image` field takes: the large JPEG's URL. */
  Url: z.string(),
  /** Every size: `{ "160x120": "/uploads/..." }`. */
  Sizes: z.record(z.string(), z.string()),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
