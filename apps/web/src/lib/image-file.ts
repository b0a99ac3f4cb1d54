// An image file chosen for upload (a location photo, a profile picture): checked in the page before
// it is read and sent as a data URL; the API still checks the contents.

/** Why a chosen file is not sent (the key under the feature's `errors`). */
export type ImageFileError = 'required' | 'type' | 'size' | 'unreadable';

/** What an upload accepts: the file types, the names that stand for them, and the largest size. */
export interface ImageFileRules {
  types: readonly string[];
  /** A browser leaves the type empty for an unknown extension: then the name decides. */
  extension: RegExp;
  maxBytes: number;
}

/**
 * What the page checks before uploading: a file is chosen, it is of an accepted type (by its type,
 * or by its name when the browser gives none), not empty and not larger than the limit.
 */
export function checkImageFile(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
  rules: ImageFileRules,
): ImageFileError | null {
  if (!file) return 'required';
  const typeOk = file.type ? rules.types.includes(file.type) : rules.extension.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'unreadable';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** The file as a data URL, which the uploads take. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The sizes the platform stores of every uploaded picture (`kernel/images`). */
export type PictureSize = '160x120' | '320x240' | '640x480' | '1024x768';

/**
 * Another stored size of an uploaded picture (`/uploads/.../<version>/<w>x<h>.jpg`): a small avatar
 * needs the 160x120 one, not the 640x480 a profile names. Any other URL comes back as it is.
 */
export function pictureOfSize(url: string, size: PictureSize): string {
  return /^\/uploads\/.+\/[0-9a-f]{16}\/\d+x\d+\.jpg$/.test(url)
    ? url.replace(/\d+x\d+\.jpg$/, `${size}.jpg`)
    : url;
}
