import { type RenderedImage, renderImage } from '../../kernel/images/images.ts';
import { jpegSourceOfSvg } from './svg-source.ts';

// The demo groups' and stories' pictures: a few SVG scenes of the places the network works in (a
// round table with people, a coworking floor with desks and lamps, a coffee bar, a desk by a window
// with a plant) coloured by n, rendered once by sharp to a 1200x900 JPEG source and from it, as an
// upload of Type Group or Article would be, to the kernel's four sizes as JPEG and WebP. groups.ts
// and stories.ts write them to the upload folder; the same n gives the same bytes.

/** Pixels of the source of every demo group and story picture (4:3, at least 600 px wide). */
export const NETWORK_IMAGE_SOURCE = { width: 1200, height: 900 } as const;
/** How many different pictures the demo draws: 0-3 for groups, 4-7 for stories. */
export const NETWORK_IMAGE_VARIANTS = 8;

const c = (v: number) => String(Math.round(v * 10) / 10);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${s}%,${l}%)`;

function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A person seen from the side or front: body and head. */
function person(random: () => number, hue: number, x: number, y: number, scale: number): string {
  const body = hsl(hue + 150 + random() * 120, 35, 25 + random() * 25);
  const skin = hsl(18 + random() * 22, 35, 28 + random() * 35);
  return (
    `<ellipse cx="${c(x)}" cy="${c(y + 60 * scale)}" rx="${c(42 * scale)}" ry="${c(58 * scale)}" fill="${body}"/>` +
    `<circle cx="${c(x)}" cy="${c(y)}" r="${c(24 * scale)}" fill="${skin}"/>`
  );
}

function roundTable(random: () => number, hue: number): string {
  let people = '';
  for (let i = 0; i < 7; i++) {
    const angle = Math.PI * (1.05 + (i / 6) * 0.9);
    people += person(random, hue, 512 + Math.cos(angle) * 330, 430 + Math.sin(angle) * 150, 1);
  }
  let cups = '';
  for (let i = 0; i < 6; i++)
    cups += `<circle cx="${c(330 + i * 72)}" cy="${c(520 + (i % 2) * 30)}" r="14" fill="#fff"/>`;
  return (
    `<rect width="1024" height="768" fill="${hsl(hue + 20, 25, 86)}"/>` +
    `<rect x="80" y="60" width="280" height="200" fill="${hsl(hue + 190, 40, 72)}" stroke="#fff" stroke-width="10"/>` +
    `<rect x="680" y="80" width="200" height="150" rx="6" fill="${hsl(hue, 55, 55)}"/>` +
    people +
    `<ellipse cx="512" cy="540" rx="360" ry="110" fill="${hsl(30, 35, 42)}"/>` +
    `<ellipse cx="512" cy="528" rx="360" ry="104" fill="${hsl(30, 40, 52)}"/>` +
    cups +
    person(random, hue, 300, 640, 1.5) +
    person(random, hue, 730, 650, 1.5)
  );
}

function coworking(random: () => number, hue: number): string {
  let desks = '';
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const x = 90 + i * 230 + row * 40;
      const y = 360 + row * 190;
      desks += `<line x1="${x + 100}" y1="${y - 170}" x2="${x + 100}" y2="${y - 90}" stroke="#333" stroke-width="3"/>`;
      desks += `<path d="M${x + 70} ${y - 90} h60 l-12 -26 h-36 z" fill="${hsl(hue + 40, 80, 60)}"/>`;
      desks += person(random, hue, x + 100, y - 40, 0.9);
      desks += `<rect x="${x}" y="${y}" width="200" height="22" fill="${hsl(30, 30, 60)}"/>`;
      desks += `<rect x="${x + 70}" y="${y - 36}" width="70" height="40" rx="3" fill="#2b2f36"/>`;
      desks += `<rect x="${x + 12}" y="${y + 22}" width="10" height="70" fill="#444"/><rect x="${x + 178}" y="${y + 22}" width="10" height="70" fill="#444"/>`;
    }
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue, 18, 90)}"/>` +
    `<rect x="0" y="0" width="1024" height="120" fill="${hsl(hue, 15, 80)}"/>` +
    `<rect x="0" y="640" width="1024" height="128" fill="${hsl(hue + 30, 20, 55)}"/>` +
    desks
  );
}

function coffeeBar(random: () => number, hue: number): string {
  let jars = '';
  for (let i = 0; i < 9; i++)
    jars += `<rect x="${c(110 + i * 92)}" y="${c(150 + (i % 3) * 6)}" width="56" height="${c(70 + random() * 30)}" rx="8" fill="${hsl(hue + i * 40, 50, 60)}" opacity="0.85"/>`;
  let stools = '';
  for (let i = 0; i < 4; i++) {
    const x = 180 + i * 200;
    stools += person(random, hue, x, 420, 1.2);
    stools += `<rect x="${x - 6}" y="600" width="12" height="140" fill="#333"/><ellipse cx="${x}" cy="600" rx="44" ry="12" fill="${hsl(hue + 200, 30, 30)}"/>`;
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue + 200, 30, 22)}"/>` +
    `<rect x="80" y="250" width="864" height="14" fill="${hsl(30, 40, 40)}"/>` +
    `<rect x="80" y="130" width="864" height="12" fill="${hsl(30, 40, 40)}"/>` +
    jars +
    stools +
    `<rect x="0" y="520" width="1024" height="40" fill="${hsl(30, 45, 35)}"/>` +
    `<rect x="0" y="560" width="1024" height="208" fill="${hsl(30, 35, 22)}"/>`
  );
}

function windowDesk(random: () => number, hue: number): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const angle = -Math.PI * (0.1 + (i / 8) * 0.8);
    const x = 820 + Math.cos(angle) * 90;
    const y = 380 + Math.sin(angle) * 110;
    leaves += `<ellipse cx="${c(x)}" cy="${c(y)}" rx="24" ry="60" fill="${hsl(110 + random() * 30, 45, 30 + random() * 15)}" transform="rotate(${c((angle * 180) / Math.PI + 90)} ${c(x)} ${c(y)})"/>`;
  }
  let skyline = '';
  for (let i = 0; i < 10; i++) {
    const h = 80 + random() * 180;
    skyline += `<rect x="${c(120 + i * 80)}" y="${c(460 - h)}" width="70" height="${c(h)}" fill="${hsl(hue + 200, 20, 55 + random() * 15)}"/>`;
  }
  return (
    `<rect width="1024" height="768" fill="${hsl(hue, 20, 84)}"/>` +
    `<rect x="100" y="60" width="824" height="400" fill="${hsl(hue + 190, 60, 78)}"/>` +
    skyline +
    `<rect x="506" y="60" width="12" height="400" fill="#f4f4f4"/><rect x="100" y="254" width="824" height="12" fill="#f4f4f4"/>` +
    `<rect x="0" y="470" width="1024" height="298" fill="${hsl(30, 30, 48)}"/>` +
    `<rect x="260" y="380" width="280" height="170" rx="8" fill="#2b2f36"/><rect x="276" y="396" width="248" height="138" fill="${hsl(hue, 60, 62)}"/>` +
    `<rect x="220" y="550" width="360" height="16" rx="4" fill="#3a3f47"/>` +
    `<circle cx="660" cy="545" r="26" fill="#fff"/><circle cx="660" cy="545" r="18" fill="#6b4226"/>` +
    leaves +
    `<path d="M770 470 h100 l-14 120 h-72 z" fill="${hsl(hue + 20, 45, 50)}"/>`
  );
}

const SCENES = [roundTable, coworking, coffeeBar, windowDesk] as const;

/** The SVG of demo picture n (0-based; the scene and colours follow from n). */
export function networkImageSvg(n: number): string {
  const scene = SCENES[n % SCENES.length] ?? roundTable;
  const random = sequence(Math.imul(n + 11, 2_654_435_761));
  const hue = (n * 83 + 20) % 360;
  const { width, height } = NETWORK_IMAGE_SOURCE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 768">${scene(random, hue)}</svg>`;
}

/**
 * Renders picture n: its 1200x900 JPEG source, then through the platform's image pipeline
 * (`kernel/images` renderImage, as an upload of a group's or story's picture) to the four sizes as
 * JPEG and WebP.
 */
export async function renderNetworkImage(n: number): Promise<RenderedImage> {
  const source = await jpegSourceOfSvg(networkImageSvg(n));
  return renderImage(source.toString('base64'), { field: 'Image', accept: ['jpeg'], webp: true });
}

/** Every demo network picture, rendered at once (generate.ts starts this before the database work). */
export function renderNetworkImages(): Promise<RenderedImage[]> {
  return Promise.all(Array.from({ length: NETWORK_IMAGE_VARIANTS }, (_, n) => renderNetworkImage(n)));
}
