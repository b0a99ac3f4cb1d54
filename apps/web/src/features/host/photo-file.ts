import { checkImageFile, type ImageFileError, type ImageFileRules } from '../../lib/image-file.ts';

/** The largest photo the API accepts (8 MB, decoded; the API's MAX_IMAGE_BYTES). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The file types the API turns into a location photo. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file is not sent: the key under `photos.errors`. */
export type PhotoFileError = ImageFileError;

/** What a location photo may be. */
export const PHOTO_RULES: ImageFileRules = {
  types: PHOTO_TYPES,
  extension: /\.(jpe?g|png|webp)$/i,
  maxBytes: MAX_PHOTO_BYTES,
};

/** What the page checks before uploading (the API still checks the contents). */
export function checkPhotoFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): PhotoFileError | null {
  return checkImageFile(file, PHOTO_RULES);
}
