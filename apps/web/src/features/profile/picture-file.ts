import { checkImageFile, type ImageFileError, type ImageFileRules } from '../../lib/image-file.ts';

/** The largest picture `PUT /v1/profile/image` accepts (8 MB, decoded; the API's MAX_IMAGE_BYTES). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

/** The file types the API turns into a profile picture (what the file input offers, too). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why a chosen file is not sent: the key under `profile.picture.errors`. */
export type PictureFileError = ImageFileError;

/** What a profile picture may be (a browser that gives no type: the name decides). */
export const PICTURE_RULES: ImageFileRules = {
  types: PICTURE_TYPES,
  extension: /\.(jpe?g|png)$/i,
  maxBytes: MAX_PICTURE_BYTES,
};

/**
 * What the page checks before uploading: a file is chosen, it is a JPEG or PNG (by its type, or by
 * its name when the browser gives none), and not larger than the API's limit. The API still checks
 * the contents (a text file named .png is refused there).
 */
export function checkPictureFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): PictureFileError | null {
  return checkImageFile(file, PICTURE_RULES);
}

/** Initials for the placeholder when there is no picture yet ("Bente de Vries" → "BV"). */
export function initialsOf(firstName: string, lastName: string): string {
  const last = lastName.trim().split(/\s+/).pop() ?? '';
  return `${firstName.trim().charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}
