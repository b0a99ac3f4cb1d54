import type { RenderedImage } from '../../kernel/images/images.ts';
import { jpegSourceOfSvg } from './svg-source.ts';

// The demo members' profile pictures: a flat illustrated portrait (head and shoulders, face in the
// middle so the round crop of the people pages keeps it) in varied skin tones, hair, glasses and
// clothes, drawn as SVG, rendered once by sharp to a 1200x900 JPEG source; portraits.ts sends each
// through the accounts area's profile picture pipeline, as `PUT /v1/profile/image` would. The same n
// gives the same bytes.

/** Pixels of every demo portrait's source (4:3, as the profile picture sizes). */
export const PORTRAIT_SOURCE = { width: 1200, height: 900 } as const;
/** How many different portraits the demo draws. */
export const PORTRAIT_VARIANTS = 12;

const SKIN = ['#f6d5b8', '#eec39a', '#d9a06f', '#b9794a', '#8d5524', '#5e3a1e'] as const;
const HAIR = ['#2a1a10', '#4a2e19', '#7b4a26', '#c99a5b', '#1b1b1b', '#a34b24', '#8f8f8f'] as const;
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'cropped', 'side'] as const;
type HairStyle = (typeof HAIR_STYLES)[number];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${s}%,${l}%)`;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Hair drawn behind the head (what shows around it). */
function hairBehind(style: HairStyle, hair: string): string {
  switch (style) {
    case 'long':
      return `<path d="M392 330 C380 190 644 190 632 330 L648 560 C600 600 424 600 376 560 Z" fill="${hair}"/>`;
    case 'curly': {
      let curls = '';
      for (let i = 0; i < 9; i++) {
        const angle = Math.PI * (1.05 + (i / 8) * 0.9);
        curls += `<circle cx="${Math.round(512 + Math.cos(angle) * 112)}" cy="${Math.round(300 + Math.sin(angle) * 120)}" r="44" fill="${hair}"/>`;
      }
      return curls;
    }
    case 'bun':
      return `<circle cx="512" cy="168" r="50" fill="${hair}"/><ellipse cx="512" cy="262" rx="112" ry="86" fill="${hair}"/>`;
    case 'cropped':
      return `<ellipse cx="512" cy="280" rx="108" ry="90" fill="${hair}"/>`;
    default:
      return `<ellipse cx="512" cy="264" rx="113" ry="88" fill="${hair}"/>`;
  }
}

/** Hair drawn over the forehead. */
function hairFront(style: HairStyle, hair: string): string {
  switch (style) {
    case 'cropped':
      return `<path d="M410 282 Q420 214 512 208 Q604 214 614 282 Q560 246 512 246 Q464 246 410 282 Z" fill="${hair}"/>`;
    case 'side':
      return `<path d="M404 318 Q404 206 512 200 Q626 204 620 300 Q586 238 470 258 Q430 270 404 318 Z" fill="${hair}"/>`;
    case 'curly':
      return `<path d="M410 290 Q430 210 512 206 Q594 210 614 290 Q560 250 512 252 Q464 250 410 290 Z" fill="${hair}"/>`;
    default:
      return `<path d="M406 304 Q414 206 512 200 Q610 206 618 304 Q590 250 512 244 Q434 250 406 304 Z" fill="${hair}"/>`;
  }
}

/**
 * Whom portrait n suits best, so that a picture does not contradict a name: one with a beard a
 * man's name, one with long hair or a bun a woman's, the rest anyone.
 */
export function portraitKind(n: number): 'male' | 'female' | 'any' {
  if (n % 6 === 0) return 'male';
  const style = pick(HAIR_STYLES, n);
  return style === 'long' || style === 'bun' ? 'female' : 'any';
}

/** The SVG of demo portrait n (0-based; skin, hair, glasses and colours follow from n). */
export function portraitSvg(n: number): string {
  const skin = pick(SKIN, n * 5 + 1);
  const hair = pick(HAIR, n * 3 + 2);
  const style = pick(HAIR_STYLES, n);
  const hue = (n * 67 + 190) % 360;
  const shirt = hsl(hue + 140, 45, 34 + (n % 3) * 8);
  const glasses = n % 4 === 1;
  const beard = n % 6 === 0;
  const { width, height } = PORTRAIT_SOURCE;
  const face =
    `<ellipse cx="470" cy="336" rx="11" ry="13" fill="#2b2119"/>` +
    `<ellipse cx="554" cy="336" rx="11" ry="13" fill="#2b2119"/>` +
    `<path d="M446 304 Q470 292 494 302 M530 302 Q554 292 578 304" stroke="${hair}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M506 352 Q500 378 512 382" stroke="#00000033" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M478 404 Q512 428 546 404" stroke="#7a2f2a" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const beardPath = beard
    ? `<path d="M408 360 Q420 468 512 474 Q604 468 616 360 Q600 420 512 424 Q424 420 408 360 Z" fill="${hair}" opacity="0.9"/>`
    : '';
  const glassesPath = glasses
    ? `<g fill="none" stroke="#262626" stroke-width="7"><rect x="434" y="310" width="70" height="52" rx="18"/><rect x="520" y="310" width="70" height="52" rx="18"/><path d="M504 330 Q512 324 520 330"/></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 768">` +
    `<rect width="1024" height="768" fill="${hsl(hue, 38, 82)}"/>` +
    `<circle cx="512" cy="330" r="300" fill="${hsl(hue, 45, 88)}"/>` +
    // The person a fifth larger around the chin, so the round crop of a small picture shows the face.
    `<g transform="translate(512 420) scale(1.2) translate(-512 -420)">` +
    (style === 'long' ? hairBehind(style, hair) : '') +
    `<path d="M212 800 C220 610 360 540 512 540 C664 540 804 610 812 800 Z" fill="${shirt}"/>` +
    `<path d="M452 540 L512 612 L572 540 Z" fill="${hsl(hue + 140, 30, 92)}"/>` +
    `<rect x="468" y="420" width="88" height="128" rx="30" fill="${skin}"/>` +
    (style === 'long' ? '' : hairBehind(style, hair)) +
    `<ellipse cx="404" cy="344" rx="18" ry="28" fill="${skin}"/><ellipse cx="620" cy="344" rx="18" ry="28" fill="${skin}"/>` +
    `<ellipse cx="512" cy="330" rx="106" ry="130" fill="${skin}"/>` +
    beardPath +
    face +
    glassesPath +
    hairFront(style, hair) +
    `</g></svg>`
  );
}

/** Portrait n as the JPEG source an upload would send. */
export function portraitSource(n: number): Promise<Buffer> {
  return jpegSourceOfSvg(portraitSvg(n), 88);
}

/** Every demo portrait, rendered at once by `render` (the profile picture pipeline). */
export function renderPortraits(
  render: (base64: string) => Promise<RenderedImage>,
): Promise<RenderedImage[]> {
  return Promise.all(
    Array.from({ length: PORTRAIT_VARIANTS }, async (_, n) =>
      render((await portraitSource(n)).toString('base64')),
    ),
  );
}
