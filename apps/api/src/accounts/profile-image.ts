import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@meetspace/domain';
import { AppError } from '../kernel/errors.ts';

/** The sizes every profile image is stored in (width x height, cropped to fill; all 4:3). */
export const PROFILE_IMAGE_SIZES = [
  [160, 120],
  [320, 240],
  [640, 480],
  [1024, 768],
] as const;

/** The largest upload accepted, decoded (the JSON body limit is a little above its base64 form). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels a picture may have. A small, well compressed file can claim a huge image;
 * decoded, 40 megapixels are about 160 MB of memory already.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A picture ready to store: each size as a JPEG. */
export type RenderedImage = ReadonlyArray<{ size: string; jpeg: Buffer }>;

const badImage = (message: string) =>
  AppError.badRequest(message, [{ Field: 'Image', Code: ErrorCode.InvalidImage }]);
/** sharp's refusal of a header that claims more than `limitInputPixels`. */
const exceedsPixelLimit = (error: unknown) => /pixel limit/i.test(String(error));
const tooManyPixels = () =>
  AppError.badRequest(`The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, [
    { Field: 'Image', Code: ErrorCode.ImageTooLarge },
  ]);

/**
 * `PUT /v1/profile/image`'s picture: the base64 part after the comma of a data URL (a whole data URL
 * is accepted too); JPEG or PNG of at most MAX_IMAGE_PIXELS. Decoded once, into the largest size;
 * the smaller ones are made from that (all sizes have the same shape). Nothing is written.
 */
export async function renderProfileImage(image: string): Promise<RenderedImage> {
  const base64 = image.includes(',') ? image.slice(image.indexOf(',') + 1) : image;
  if (!/^[A-Za-z0-9+/\s]+=*\s*$/.test(base64)) throw badImage('The image is not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badImage('The image is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw badImage('The image is larger than 8 MB');
  const sharp = await loadSharp();
  // The header tells the size before anything is decoded; the limit holds should it lie.
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
  let header: Awaited<ReturnType<typeof source.metadata>>;
  try {
    header = await source.metadata();
  } catch (error) {
    throw exceedsPixelLimit(error) ? tooManyPixels() : badImage('The file is not an image');
  }
  if (header.format !== 'jpeg' && header.format !== 'png')
    throw badImage('Only JPEG and PNG images are accepted');
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const [width, height] = PROFILE_IMAGE_SIZES[PROFILE_IMAGE_SIZES.length - 1] as readonly [number, number];
  let largest: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    largest = await source
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw exceedsPixelLimit(error) ? tooManyPixels() : badImage('The image could not be read');
  }
  const { channels } = largest.info;
  const raw = { width: largest.info.width, height: largest.info.height, channels };
  return Promise.all(
    PROFILE_IMAGE_SIZES.map(async ([w, h]) => ({
      size: `${w}x${h}`,
      jpeg: await sharp(largest.data, { raw })
        .resize(w, h, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer(),
    })),
  );
}

const folderOf = (uploadDir: string, profileId: number) => join(uploadDir, 'profiles', String(profileId));

/**
 * Writes a picture as a new version of the member's pictures:
 * `<uploadDir>/profiles/<id>/<random>/<w>x<h>.jpg`. Returns the public paths; the 640x480 one is
 * the profile's ImageUrl.
 */
export async function writeProfileImage(uploadDir: string, profileId: number, rendered: RenderedImage) {
  const version = randomBytes(8).toString('hex');
  const folder = join(folderOf(uploadDir, profileId), version);
  await mkdir(folder, { recursive: true });
  const images: Record<string, string> = {};
  for (const { size, jpeg } of rendered) {
    await writeFile(join(folder, `${size}.jpg`), jpeg);
    images[size] = `/uploads/profiles/${profileId}/${version}/${size}.jpg`;
  }
  return { imageUrl: images['640x480'] as string, images };
}

/**
 * Removes a member's stored pictures but the version `keepUrl` names (all of them when it names
 * none): what the profile no longer shows is no longer public.
 */
export async function removeProfileImages(
  uploadDir: string,
  profileId: number,
  keepUrl: string | null,
): Promise<void> {
  const folder = folderOf(uploadDir, profileId);
  const keep = keepUrl?.startsWith(`/uploads/profiles/${profileId}/`) ? keepUrl.split('/')[4] : undefined;
  if (!keep) {
    await rm(folder, { recursive: true, force: true });
    return;
  }
  const versions = await readdir(folder).catch(() => []);
  await Promise.all(
    versions.filter((v) => v !== keep).map((v) => rm(join(folder, v), { recursive: true, force: true })),
  );
}

/** sharp on the first image only (about 15 MB of memory otherwise held by every server). */
async function loadSharp() {
  return (await import('sharp')).default;
}
