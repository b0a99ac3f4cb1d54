import { type RenderedImage, renderImage } from '../../kernel/images/images.ts';
import { jpegSourceOfSvg } from './svg-source.ts';

// The demo events' pictures: a few SVG scenes (a stage with an audience, a workshop table, a video
// call, drinks under string lights) coloured by n, rendered once by sharp to a 1280x960 JPEG
// source (an event picture must be wider than 1024 px) and from it to the kernel's four sizes, as
// an upload would be. events.ts writes them to the upload folder; the same n gives the same bytes.

/** Pixels of the source of every demo event picture (4:3, wider than 1024). */
export const EVENT_IMAGE_SOURCE = { width: 1280, height: 960 } as const;
/** How many different pictures the demo draws (events reuse them). */
export const EVENT_IMAGE_VARIANTS = 6;

const c = (v: number) => String(Math.round(v * 10) / 10);

function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${s}%,${l}%)`;

/** Rows of people seen from behind: heads and shoulders. */
function audience(random: () => number, hue: number, top: number, rows: number): string {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const y = top + row * 70;
    const scale = 1 + row * 0.25;
    const step = 70 * scale;
    for (let x = -20 + (row % 2) * step * 0.5; x < 1060; x += step) {
      const shade = 18 + random() * 22;
      const skin = hsl(20 + random() * 20, 35, 25 + random() * 30);
      out += `<ellipse cx="${c(x)}" cy="${c(y + 42 * scale)}" rx="${c(30 * scale)}" ry="${c(26 * scale)}" fill="${hsl(hue + 180 + random() * 90, 25, shade)}"/>`;
      out += `<circle cx="${c(x)}" cy="${c(y)}" r="${c(17 * scale)}" fill="${random() < 0.5 ? skin : hsl(30, 30, 12 + random() * 20)}"/>`;
    }
  }
  return out;
}

function stage(random: () => number, hue: number): string {
  const beams = [200, 512, 824]
    .map(
      (x) =>
        `<polygon points="${x - 20},0 ${x + 20},0 ${x + 150},520 ${x - 150},520" fill="${hsl(hue + 40, 90, 80)}" opacity="0.12"/>`,
    )
    .join('');
  return (
    `<rect width="1024" height="768" fill="${hsl(hue, 45, 10)}"/>` +
    `<rect x="0" y="440" width="1024" height="120" fill="${hsl(hue, 30, 18)}"/>` +
    `<rect x="262" y="90" width="500" height="280" rx="6" fill="${hsl(hue + 20, 70, 55)}"/>` +
    `<rect x="292" y="130" width="260" height="26" fill="#fff" opacity="0.85"/>` +
    `<rect x="292" y="176" width="380" height="14" fill="#fff" opacity="0.6"/>` +
    `<rect x="292" y="202" width="320" height="14" fill="#fff" opacity="0.6"/>` +
    `<circle cx="660" cy="300" r="44" fill="#fff" opacity="0.3"/>` +
    `<rect x="180" y="350" width="14" height="110" fill="#222"/><circle cx="187" cy="350" r="22" fill="${hsl(30, 40, 45)}"/>` +
    `<rect x="150" y="370" width="74" height="90" rx="20" fill="${hsl(hue + 200, 40, 30)}"/>` +
    beams +
    audience(random, hue, 560, 3)
  );
}

function workshop(random: () => number, hue: number): string {
  let notes = '';
  for (let i = 0; i < 24; i++) {
    const x = 90 + (i % 8) * 110 + random() * 20;
    const y = 70 + Math.floor(i / 8) * 90 + random() * 14;
    notes += `<rect x="${c(x)}" y="${c(y)}" width="70" height="64" fill="${hsl(hue + (i % 4) * 75, 85, 70)}" transform="rotate(${c(random() * 10 - 5)} ${c(x + 35)} ${c(y + 32)})"/>`;
  }
  let cups = '';
  for (let i = 0; i < 6; i++) {
    const x = 170 + i * 140;
    cups += `<rect x="${x - 50}" y="${c(520 + (i % 2) * 60)}" width="100" height="64" rx="4" fill="#d9dde3"/><rect x="${x - 44}" y="${c(526 + (i % 2) * 60)}" width="88" height="50" fill="${hsl(hue + 200, 30, 25)}"/>`;
    cups += `<circle cx="${x + 70}" cy="${c(560 + (i % 2) * 40)}" r="18" fill="#fff"/><circle cx="${x + 70}" cy="${c(560 + (i % 2) * 40)}" r="12" fill="#6b4226"/>`;
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue + 30, 20, 88)}"/>` +
    `<rect x="60" y="40" width="904" height="330" fill="#fafafa" stroke="#ccc" stroke-width="4"/>` +
    notes +
    `<rect x="0" y="440" width="1024" height="328" fill="${hsl(30, 35, 45)}"/>` +
    `<rect x="0" y="440" width="1024" height="20" fill="${hsl(30, 35, 35)}"/>` +
    cups +
    audience(random, hue, 390, 1)
  );
}

function videoCall(random: () => number, hue: number): string {
  let tiles = '';
  for (let i = 0; i < 9; i++) {
    const x = 150 + (i % 3) * 245;
    const y = 80 + Math.floor(i / 3) * 165;
    const bg = hsl(hue + i * 35, 30 + random() * 20, 35 + random() * 25);
    tiles += `<rect x="${x}" y="${y}" width="230" height="150" rx="8" fill="${bg}"/>`;
    tiles += `<ellipse cx="${x + 115}" cy="${y + 150}" rx="62" ry="44" fill="${hsl(hue + 180 + random() * 100, 30, 25 + random() * 20)}"/>`;
    tiles += `<circle cx="${x + 115}" cy="${y + 70}" r="32" fill="${hsl(20 + random() * 20, 35, 30 + random() * 35)}"/>`;
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue, 15, 14)}"/>` +
    `<rect x="120" y="50" width="784" height="540" rx="18" fill="#1b1d22"/>` +
    tiles +
    `<rect x="60" y="600" width="904" height="40" rx="12" fill="#c9ccd2"/>` +
    `<rect x="0" y="640" width="1024" height="128" fill="${hsl(30, 25, 30)}"/>` +
    `<circle cx="512" cy="620" r="10" fill="${hsl(0, 70, 50)}"/>`
  );
}

function drinks(random: () => number, hue: number): string {
  let lights = '';
  for (let string = 0; string < 3; string++) {
    for (let i = 0; i <= 16; i++) {
      const x = i * 64;
      const y = 60 + string * 70 + Math.sin((i / 16) * Math.PI) * 60;
      lights += `<circle cx="${c(x)}" cy="${c(y)}" r="26" fill="${hsl(45, 100, 70)}" opacity="0.18"/><circle cx="${c(x)}" cy="${c(y)}" r="7" fill="${hsl(45, 100, 80)}"/>`;
    }
  }
  let glasses = '';
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 140 + random() * 30;
    const y = 420 + random() * 40;
    glasses += `<ellipse cx="${c(x)}" cy="${c(y + 170)}" rx="58" ry="120" fill="${hsl(hue + 180 + random() * 120, 30, 15 + random() * 20)}"/>`;
    glasses += `<circle cx="${c(x)}" cy="${c(y)}" r="36" fill="${hsl(20 + random() * 20, 35, 25 + random() * 35)}"/>`;
    glasses += `<rect x="${c(x + 40)}" y="${c(y + 50)}" width="22" height="44" rx="3" fill="${hsl(40, 90, 60)}" opacity="0.85"/>`;
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue + 220, 40, 12)}"/>` +
    `<rect x="0" y="360" width="1024" height="408" fill="${hsl(hue + 220, 25, 18)}"/>` +
    lights +
    glasses
  );
}

const SCENES = [stage, workshop, videoCall, drinks, stage, workshop] as const;

/** The SVG of demo event picture n (0-based; the scene and colours follow from n). */
export function eventImageSvg(n: number): string {
  const scene = SCENES[n % SCENES.length] ?? stage;
  const random = sequence(Math.imul(n + 1, 2_654_435_761));
  const hue = (n * 67 + 200) % 360;
  const { width, height } = EVENT_IMAGE_SOURCE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 768">${scene(random, hue)}</svg>`;
}

/**
 * Renders picture n: its 1280x960 JPEG source, then through the platform's image pipeline
 * (`kernel/images` renderImage, as an upload of an event picture) to the four sizes as JPEG.
 */
export async function renderEventImage(n: number): Promise<RenderedImage> {
  const source = await jpegSourceOfSvg(eventImageSvg(n));
  return renderImage(source.toString('base64'), { field: 'Image', accept: ['jpeg'], webp: false });
}
