/** The largest photo the API accepts (8 MB, decoded; the API's MAX_IMAGE_BYTES). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The file types the API turns into a location photo. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file is not sent: the key under `photos.errors`. */
export type PhotoFileError = 'required' | 'type' | 'size' | 'unreadable';

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** What the page checks before uploading (the API still checks the contents). */
export function checkPhotoFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): PhotoFileError | null {
  if (!file) return 'required';
  const typeOk = file.type
    ? (PHOTO_TYPES as readonly string[]).includes(file.type)
    : PHOTO_EXTENSION.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'unreadable';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/** The file as a data URL, which the upload takes as `Base64Image`. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
