import { IMAGE_SIZES } from '@meetspace/domain';
import { demoImageSvg } from './demo-image-scenes.ts';

/**
 * The pictures the demo data points at (`/images/locations/<n>.jpg`, `/images/spaces/<n>.jpg`):
 * drawn as an SVG scene chosen and coloured by n, rendered by sharp on first request and kept in
 * memory (at most every image in every size and format: 100 x 4 x 2). A browser that accepts WebP
 * gets WebP (a third smaller), others JPEG, under the same URL (`Vary: Accept`), as an image CDN
 * does. In production the image URLs point at the content delivery host instead.
 */
export const DEMO_IMAGE_COUNTS = { locations: 60, spaces: 40 } as const;
export type DemoImageKind = keyof typeof DEMO_IMAGE_COUNTS;

/** Where the demo data points for picture n (1 to its kind's count) of a kind. */
export function demoImageUrl(kind: DemoImageKind, n: number): string {
  return `/images/${kind}/${n}.jpg`;
}

/** The widths of the spec's image sizes (4:3); `?w=` picks one, the largest is the default. */
export const DEMO_IMAGE_WIDTHS: readonly number[] = IMAGE_SIZES.map(([width]) => width);
const DEFAULT_WIDTH = Math.max(...DEMO_IMAGE_WIDTHS);
const JPEG_QUALITY = 75;
const WEBP_QUALITY = 72;

/** The formats a picture is sent in. */
export type DemoImageFormat = 'jpeg' | 'webp';

/** WebP when the request's Accept header names it (browsers that show it do), else JPEG. */
export function demoImageFormat(accept: string | undefined): DemoImageFormat {
  return /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept ?? '') &&
    !/(^|,)\s*image\/webp\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(accept ?? '')
    ? 'webp'
    : 'jpeg';
}

export interface DemoImageRequest {
  kind: DemoImageKind;
  n: number;
  width: number;
  height: number;
}

/** The image a path names, or undefined when there is no such image (404). */
export function parseDemoImageRequest(
  kind: string,
  file: string,
  query: unknown,
): DemoImageRequest | undefined {
  const lowerKind = kind.toLowerCase();
  if (lowerKind !== 'locations' && lowerKind !== 'spaces') return undefined;
  const match = /^([1-9]\d{0,2})\.jpg$/i.exec(file);
  if (!match) return undefined;
  const n = Number(match[1]);
  if (n > DEMO_IMAGE_COUNTS[lowerKind]) return undefined;
  let width = DEFAULT_WIDTH;
  const w = queryValue(query, 'w');
  if (w !== undefined) {
    if (typeof w !== 'string' || !/^\d{1,5}$/.test(w) || !DEMO_IMAGE_WIDTHS.includes(Number(w)))
      return undefined;
    width = Number(w);
  }
  return { kind: lowerKind, n, width, height: (width * 3) / 4 };
}

/** A query value by name, matched case-insensitively like every query name of the API. */
function queryValue(query: unknown, name: string): unknown {
  if (!query || typeof query !== 'object') return undefined;
  for (const [key, value] of Object.entries(query)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** Renders one demo image: the same request gives the same bytes. */
export async function renderDemoImage(
  image: DemoImageRequest,
  format: DemoImageFormat = 'jpeg',
): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = sharp(Buffer.from(demoImageSvg(image.kind, image.n, image.width, image.height)));
  return format === 'webp'
    ? svg.webp({ quality: WEBP_QUALITY }).toBuffer()
    : svg.jpeg({ quality: JPEG_QUALITY }).toBuffer();
}
