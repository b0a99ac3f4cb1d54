/** The largest picture `PUT /v1/profile/image` accepts (8 MB, decoded; the API's MAX_IMAGE_BYTES). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

/** The file types the API turns into a profile picture (what the file input offers, too). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why a chosen file is not sent: the key under `profile.picture.errors`. */
export type PictureFileError = 'required' | 'type' | 'size' | 'unreadable';

/** A browser leaves the type empty for an unknown extension: then the name decides. */
const PICTURE_EXTENSION = /\.(jpe?g|png)$/i;

/**
 * What the page checks before uploading: a file is chosen, it is a JPEG or PNG (by its type, or by
 * its name when the browser gives none), and not larger than the API's limit. The API still checks
 * the contents (a text file named .png is refused there).
 */
export function checkPictureFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): PictureFileError | null {
  if (!file) return 'required';
  const typeOk = file.type
    ? (PICTURE_TYPES as readonly string[]).includes(file.type)
    : PICTURE_EXTENSION.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'unreadable';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}

/** Initials for the placeholder when there is no picture yet ("Bente de Vries" → "BV"). */
export function initialsOf(firstName: string, lastName: string): string {
  const last = lastName.trim().split(/\s+/).pop() ?? '';
  return `${firstName.trim().charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/** The file as a data URL, which `PUT /v1/profile/image` takes as `Image`. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
