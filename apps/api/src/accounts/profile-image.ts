import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@meetspace/domain';
import { AppError } from '../kernel/errors.ts';

/** The sizes every profile image is stored in (width x height, cropped to fill). */
export const PROFILE_IMAGE_SIZES = [
  [160, 120],
  [320, 240],
  [640, 480],
  [1024, 768],
] as const;

/** The largest upload accepted, decoded (the JSON body limit is a little above its base64 form). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

const badImage = (message: string) =>
  AppError.badRequest(message, [{ Field: 'Image', Code: ErrorCode.InvalidImage }]);

/**
 * `PUT /v1/profile/image`: the base64 part after the comma of a data URL (a whole data URL is
 * accepted too); JPEG or PNG only. Stores the four sizes as JPEG under
 * `<uploadDir>/profiles/<id>/<random>/<w>x<h>.jpg` and returns their public paths (the 640x480 one
 * is the profile's ImageUrl). The previous images of the profile are removed.
 */
export async function storeProfileImage(uploadDir: string, profileId: number, image: string) {
  const base64 = image.includes(',') ? image.slice(image.indexOf(',') + 1) : image;
  if (!/^[A-Za-z0-9+/\s]+=*\s*$/.test(base64)) throw badImage('The image is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badImage('The image is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw badImage('The image is larger than 8 MB');
  let format: string | undefined;
  try {
    format = (await (await loadSharp())(bytes).metadata()).format;
  } catch {
    throw badImage('The file is not an image');
  }
  if (format !== 'jpeg' && format !== 'png') throw badImage('Only JPEG and PNG images are accepted');

  const folder = join(uploadDir, 'profiles', String(profileId));
  const version = randomBytes(8).toString('hex');
  await rm(folder, { recursive: true, force: true });
  await mkdir(join(folder, version), { recursive: true });
  const urls: Record<string, string> = {};
  for (const [width, height] of PROFILE_IMAGE_SIZES) {
    const name = `${width}x${height}.jpg`;
    const out = await (await loadSharp())(bytes)
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    await writeFile(join(folder, version, name), out);
    urls[`${width}x${height}`] = `/uploads/profiles/${profileId}/${version}/${name}`;
  }
  return { imageUrl: urls['640x480'] as string, images: urls };
}

/** sharp on the first image only (about 15 MB of memory otherwise held by every server). */
async function loadSharp() {
  return (await import('sharp')).default;
}
