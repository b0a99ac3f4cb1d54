import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, IMAGE_SIZES } from '@meetspace/domain';
import { AppError } from '../errors.ts';

// The platform's one image pipeline: a base64 upload checked (bytes, format, pixels), decoded once,
// rendered to the spec's four sizes (4:3, cropped to fill) as JPEG and, where asked, WebP, and
// written as one version folder under the upload folder (served at /uploads/).

/** The largest upload accepted, decoded (the JSON body limit is a little above its base64 form). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels a picture may have. A small, well compressed file can claim a huge image;
 * decoded, 40 megapixels are about 160 MB of memory already.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'webp';
export type SourceFormat = 'jpeg' | 'png' | 'webp';

/** One size of a picture: `160x120` and its encodings. */
export interface Rendition {
  size: string;
  jpeg: Buffer;
  webp?: Buffer;
}
export type RenderedImage = readonly Rendition[];

export interface RenderOptions {
  /** The field the upload came in (field errors name it). */
  field: string;
  /** The source formats accepted. */
  accept: readonly SourceFormat[];
  /** Whether a WebP of each size is made beside the JPEG. */
  webp: boolean;
  /**
   * The narrowest source accepted (as shown, after its EXIF rotation), else `image_too_small`;
   * `exclusive`: the width must be above it (an event's picture: wider than 1024 px).
   */
  minWidth?: { pixels: number; exclusive?: boolean };
}

/** A rendered picture with the source's size (as shown, after its EXIF rotation). */
export interface RenderedSource {
  renditions: RenderedImage;
  width: number;
  height: number;
}

/** `JPEG and PNG`, `JPEG, PNG and WEBP`. */
const formatList = (formats: readonly SourceFormat[]) => {
  const names = formats.map((f) => f.toUpperCase());
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
const exceedsPixelLimit = (error: unknown) => /pixel limit/i.test(String(error));

/**
 * Checks and renders an uploaded picture: the base64 part after the comma of a data URL (a whole data
 * URL is accepted too). Decoded once, into the largest size; the smaller ones are made from that
 * (all sizes have the same shape). Nothing is written.
 */
export async function renderImage(image: string, options: RenderOptions): Promise<RenderedImage> {
  return (await renderSourceImage(image, options)).renditions;
}

/** `renderImage`, answering the source's width and height too. */
export async function renderSourceImage(image: string, options: RenderOptions): Promise<RenderedSource> {
  const badImage = (message: string) =>
    AppError.badRequest(message, [{ Field: options.field, Code: ErrorCode.InvalidImage }]);
  const tooManyPixels = () =>
    AppError.badRequest(`The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, [
      { Field: options.field, Code: ErrorCode.ImageTooLarge },
    ]);
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
  if (!options.accept.includes(header.format as SourceFormat))
    throw badImage(`Only ${formatList(options.accept)} images are accepted`);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) throw tooManyPixels();
  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
  const turned = (header.orientation ?? 1) >= 5;
  const sourceWidth = (turned ? header.height : header.width) ?? 0;
  const sourceHeight = (turned ? header.width : header.height) ?? 0;
  if (options.minWidth) {
    const { pixels, exclusive } = options.minWidth;
    if (exclusive ? sourceWidth <= pixels : sourceWidth < pixels)
      throw AppError.badRequest(
        `The image must be ${exclusive ? 'wider than' : 'at least'} ${pixels} pixels${exclusive ? '' : ' wide'}`,
        [{ Field: options.field, Code: ErrorCode.ImageTooSmall }],
      );
  }

  const [width, height] = IMAGE_SIZES[IMAGE_SIZES.length - 1] as readonly [number, number];
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
  const renditions = await Promise.all(
    IMAGE_SIZES.map(async ([w, h]) => {
      const resized = () => sharp(largest.data, { raw }).resize(w, h, { fit: 'cover' });
      const [jpeg, webp] = await Promise.all([
        resized().flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
        options.webp ? resized().webp({ quality: 80 }).toBuffer() : undefined,
      ]);
      return { size: `${w}x${h}`, jpeg, ...(webp ? { webp } : {}) };
    }),
  );
  return { renditions, width: sourceWidth, height: sourceHeight };
}

/** The public paths of one stored version: per size its JPEG and (when made) WebP. */
export type StoredImage = {
  version: string;
  files: Record<string, { jpeg: string; webp?: string }>;
};

/**
 * Writes a rendered picture as a new version folder: `<uploadDir>/<folder...>/<random>/<w>x<h>.jpg`
 * (and `.webp`), served at `/uploads/<folder...>/<random>/...`.
 */
export async function writeImage(
  uploadDir: string,
  folder: readonly string[],
  rendered: RenderedImage,
  /** 16 hex digits; random unless given (the demo data derives its own from the seed). */
  version = randomBytes(8).toString('hex'),
): Promise<StoredImage> {
  if (!/^[0-9a-f]{16}$/.test(version)) throw new Error(`an image version is 16 hex digits, not "${version}"`);
  const dir = join(uploadDir, ...folder, version);
  await mkdir(dir, { recursive: true });
  const base = `/uploads/${[...folder, version].join('/')}`;
  const files: StoredImage['files'] = {};
  for (const { size, jpeg, webp } of rendered) {
    await writeFile(join(dir, `${size}.jpg`), jpeg);
    files[size] = { jpeg: `${base}/${size}.jpg` };
    if (webp) {
      await writeFile(join(dir, `${size}.webp`), webp);
      (files[size] as { webp?: string }).webp = `${base}/${size}.webp`;
    }
  }
  return { version, files };
}

/**
 * The version a public path of `folder` names (`/uploads/<folder>/<version>/<size>.jpg`), or
 * undefined for a path elsewhere (a demo picture, another folder).
 */
export function imageVersionOf(folder: readonly string[], url: string | null): string | undefined {
  const prefix = `/uploads/${folder.join('/')}/`;
  if (!url?.startsWith(prefix)) return undefined;
  const version = url.slice(prefix.length).split('/')[0];
  return version && /^[0-9a-f]{16}$/.test(version) ? version : undefined;
}

/** Removes one version folder. */
export async function removeImageVersion(
  uploadDir: string,
  folder: readonly string[],
  version: string,
): Promise<void> {
  await rm(join(uploadDir, ...folder, version), { recursive: true, force: true });
}

/** Removes every version in a folder but those kept (all of them when none is kept). */
export async function removeImageVersionsExcept(
  uploadDir: string,
  folder: readonly string[],
  keep: ReadonlySet<string>,
): Promise<void> {
  const dir = join(uploadDir, ...folder);
  if (keep.size === 0) {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  const versions = await readdir(dir).catch(() => []);
  await Promise.all(
    versions.filter((v) => !keep.has(v)).map((v) => rm(join(dir, v), { recursive: true, force: true })),
  );
}

/** sharp on the first image only (about 15 MB of memory otherwise held by every server). */
async function loadSharp() {
  return (await import('sharp')).default;
}
