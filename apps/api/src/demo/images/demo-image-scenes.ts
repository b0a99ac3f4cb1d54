// ---------------------------------------------------------------------------------------------
// The scenes. Everything is drawn on a 1024 x 768 canvas (scaled to the asked width) from a
// random sequence seeded by the kind and n, so a picture never changes between runs.

type Random = () => number;

/** A linear congruential sequence in [0, 1), seeded per image. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < 4; i++) next();
  return next;
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const whole = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
/** A coordinate with one decimal, to keep the SVG short. */
const c = (value: number) => String(Math.round(value * 10) / 10);

/** HSL (degrees, percent, percent) as #rrggbb. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (offset: number) => {
    const k = (offset + h / 30) % 12;
    const value = l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${c(x)}" y="${c(y)}" width="${c(w)}" height="${c(h)}" fill="${fill}"${extra}/>`;
const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${c(x)},${c(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${c(cx)}" cy="${c(cy)}" rx="${c(rx)}" ry="${c(ry)}" fill="${fill}"${extra}/>`;
const vertical = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
/** Darker at the edges, for both kinds of scene. */
const VIGNETTE =
  '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>';

/** The SVG document of one demo image. */
export function demoImageSvg(kind: 'locations' | 'spaces', n: number, width: number, height: number): string {
  const random = seededRandom(Math.imul(n, 2_654_435_761) ^ (kind === 'locations' ? 0x5bd1e995 : 0x27d4eb2f));
  const { defs, body } = kind === 'locations' ? buildingScene(n, random) : roomScene(n, random);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 1024 768">` +
    `<defs>${defs}${VIGNETTE}</defs>${body}<rect width="1024" height="768" fill="url(#vignette)"/></svg>`
  );
}

interface Scene {
  defs: string;
  body: string;
}

// --- Locations: a building under a sky -------------------------------------------------------

type Mood = 'day' | 'golden' | 'dusk';
const MOODS: readonly Mood[] = ['day', 'golden', 'day', 'dusk'];
const BRICKS = ['#8e3b2c', '#6f3a2a', '#a2543a', '#3f4a3c', '#d9cbb0', '#5b6770', '#7a2f2f', '#b88a5a'];
const TRIM = '#f3eee4';

/** Canal houses, glass offices or an old factory (by n), at day, golden hour or dusk. */
function buildingScene(n: number, random: Random): Scene {
  const mood = MOODS[Math.floor(n / 3) % MOODS.length] as Mood;
  const hue = between(random, 195, 222);
  const sky: [string, string] =
    mood === 'day'
      ? [hsl(hue, 68, 52), hsl(hue - 8, 60, 86)]
      : mood === 'golden'
        ? [hsl(hue + 15, 40, 52), hsl(32, 85, 74)]
        : [hsl(hue + 25, 55, 16), hsl(hue + 70, 38, 46)];
  const litChance = mood === 'dusk' ? 0.65 : mood === 'golden' ? 0.2 : 0.04;
  const glass = mood === 'dusk' ? hsl(hue + 20, 35, 22) : hsl(hue, 30, mood === 'day' ? 38 : 45);
  const pane = () => (random() < litChance ? '#ffd27a' : glass);

  const defs = [
    vertical('sky', [
      [0, sky[0]],
      [1, sky[1]],
    ]),
    glow('sun', mood === 'dusk' ? '#f4f1e0' : mood === 'golden' ? '#ffb45c' : '#fff6d8', 0.8),
    vertical('water', [
      [0, hsl(hue, 35, mood === 'dusk' ? 18 : 40)],
      [1, hsl(hue + 10, 45, mood === 'dusk' ? 8 : 22)],
    ]),
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, mood === 'dusk' ? 30 : 70)}"/><stop offset="1" stop-color="${hsl(hue + 10, 30, mood === 'dusk' ? 14 : 34)}"/></linearGradient>`,
    '<clipPath id="water-clip"><rect x="0" y="612" width="1024" height="156"/></clipPath>',
  ].join('');

  const parts: string[] = [rect(0, 0, 1024, 768, 'url(#sky)')];
  const sunX = between(random, 110, 910);
  const sunY = between(random, 80, 200);
  const sunR = between(random, 34, 58);
  parts.push(ellipse(sunX, sunY, sunR * 3.2, sunR * 3.2, 'url(#sun)'));
  parts.push(
    ellipse(sunX, sunY, sunR, sunR, mood === 'dusk' ? '#f2efe2' : mood === 'golden' ? '#ffd08a' : '#fffbe8'),
  );
  if (mood !== 'dusk') {
    for (let i = whole(random, 2, 4); i > 0; i--) {
      const x = between(random, 40, 980);
      const y = between(random, 60, 250);
      const w = between(random, 60, 120);
      const cloud = `fill-opacity="${mood === 'day' ? 0.85 : 0.55}"`;
      parts.push(
        ellipse(x, y, w, w * 0.28, '#ffffff', ` ${cloud}`),
        ellipse(x - w * 0.35, y - w * 0.12, w * 0.45, w * 0.3, '#ffffff', ` ${cloud}`),
        ellipse(x + w * 0.25, y - w * 0.2, w * 0.5, w * 0.38, '#ffffff', ` ${cloud}`),
      );
    }
  }
  // A far skyline in the haze.
  const haze = mood === 'dusk' ? hsl(hue + 30, 30, 24) : hsl(hue, 18, mood === 'day' ? 70 : 62);
  for (let x = -20; x < 1024; ) {
    const w = between(random, 36, 100);
    const h = between(random, 70, 250);
    parts.push(rect(x, 620 - h, w + 1, h, haze));
    x += w;
  }

  const variant = n % 3;
  if (variant === 0) parts.push(...canalHouses(random, pane));
  else if (variant === 1) parts.push(...offices(random, pane, mood === 'dusk'));
  else parts.push(...factory(random, pane));
  return { defs, body: parts.join('') };
}

/** A row of Dutch canal houses on a quay, mirrored in the water. */
function canalHouses(random: Random, pane: () => string): string[] {
  const base = 600;
  const houses: string[] = [];
  for (let x = -whole(random, 0, 50); x < 1024; ) {
    const w = whole(random, 118, 190);
    const top = whole(random, 170, 320);
    const wall = pick(random, BRICKS);
    const gable = pick(random, ['triangle', 'steps', 'neck', 'cornice'] as const);
    const trim = ` stroke="${TRIM}" stroke-width="4" stroke-linejoin="round"`;
    if (gable === 'triangle') {
      houses.push(
        polygon(
          [
            [x, top],
            [x + w / 2, top - w * 0.48],
            [x + w, top],
          ],
          wall,
          trim,
        ),
      );
      houses.push(ellipse(x + w / 2, top - w * 0.17, 11, 11, pane(), ` stroke="${TRIM}" stroke-width="3"`));
    } else if (gable === 'steps') {
      const steps = 3;
      const stepW = w / (2 * steps + 1);
      const stepH = 26;
      const points: [number, number][] = [[x, top]];
      for (let i = 0; i < steps; i++) {
        points.push([x + i * stepW, top - (i + 1) * stepH], [x + (i + 1) * stepW, top - (i + 1) * stepH]);
      }
      for (let i = steps; i > 0; i--) {
        points.push([x + w - i * stepW, top - i * stepH], [x + w - (i - 1) * stepW, top - i * stepH]);
      }
      points.push([x + w, top]);
      houses.push(polygon(points, wall, trim));
    } else if (gable === 'neck') {
      houses.push(
        polygon(
          [
            [x, top],
            [x + w * 0.26, top - 22],
            [x + w * 0.3, top - 22],
            [x + w * 0.3, top - 92],
            [x + w * 0.7, top - 92],
            [x + w * 0.7, top - 22],
            [x + w * 0.74, top - 22],
            [x + w, top],
          ],
          wall,
          trim,
        ),
        ellipse(x + w / 2, top - 92, w * 0.2, 16, TRIM),
        rect(x + w * 0.42, top - 74, w * 0.16, 40, pane(), ` stroke="${TRIM}" stroke-width="3"`),
      );
    } else {
      houses.push(rect(x - 3, top - 16, w + 6, 20, TRIM));
    }
    houses.push(rect(x, top, w, base - top, wall));
    // Windows, floor by floor, with white frames and a cross of glazing bars.
    const cols = w > 160 ? 3 : 2;
    const margin = 16;
    const gap = 14;
    const ww = (w - 2 * margin - (cols - 1) * gap) / cols;
    for (let y = top + 26; y + 56 < base - 100; y += 78) {
      for (let col = 0; col < cols; col++) {
        const wx = x + margin + col * (ww + gap);
        houses.push(
          rect(wx, y, ww, 54, pane(), ` stroke="${TRIM}" stroke-width="4"`),
          `<path d="M${c(wx + ww / 2)} ${c(y)}v54M${c(wx)} ${c(y + 22)}h${c(ww)}" stroke="${TRIM}" stroke-width="2"/>`,
        );
      }
    }
    const door = pick(random, ['#1f3b2d', '#2a2a33', '#5a1e1e', '#1d3557']);
    houses.push(
      rect(x + w / 2 - 17, base - 74, 34, 74, door, ` stroke="${TRIM}" stroke-width="3"`),
      rect(x + 12, base - 84, w / 2 - 40, 50, pane(), ` stroke="${TRIM}" stroke-width="3"`),
    );
    x += w;
  }
  const parts = [`<g id="houses">${houses.join('')}</g>`];
  // The quay, the water, the mirrored houses and a few ripples.
  parts.push(rect(0, 600, 1024, 12, '#8d8a84'), rect(0, 612, 1024, 156, 'url(#water)'));
  parts.push(
    '<g clip-path="url(#water-clip)"><g transform="translate(0 1224) scale(1 -1)" opacity="0.32"><use xlink:href="#houses"/></g></g>',
  );
  for (let i = whole(random, 10, 16); i > 0; i--) {
    const y = between(random, 630, 760);
    const x = between(random, 0, 1000);
    parts.push(rect(x, y, between(random, 30, 140), 2, '#ffffff', ' fill-opacity="0.25"'));
  }
  // A boat now and then.
  if (random() < 0.6) {
    const bx = between(random, 80, 760);
    parts.push(
      polygon(
        [
          [bx, 660],
          [bx + 190, 660],
          [bx + 170, 684],
          [bx + 18, 684],
        ],
        pick(random, ['#1d3557', '#7a2f2f', '#2f4f3a']),
      ),
      rect(bx + 50, 644, 80, 16, TRIM),
    );
  }
  return parts;
}

/** Glass office towers with a low entrance building, a plaza and trees. */
function offices(random: Random, pane: () => string, dusk: boolean): string[] {
  const parts: string[] = [rect(0, 620, 1024, 148, dusk ? '#3c3f46' : '#b9b6ae')];
  parts.push(rect(0, 700, 1024, 68, dusk ? '#2f3a2c' : '#6f8f52'));
  const towers = whole(random, 1, 3);
  for (let i = 0; i < towers; i++) {
    const w = between(random, 170, 300);
    const x = lerp(40, 960 - w, towers === 1 ? between(random, 0.3, 0.7) : i / (towers - 1));
    const top = between(random, 90, 330);
    parts.push(rect(x, top, w, 620 - top, 'url(#glass)'));
    const column = between(random, 26, 40);
    const floor = between(random, 24, 32);
    for (let y = top + 6; y + floor < 560; y += floor) {
      for (let wx = x + 6; wx + column < x + w; wx += column) {
        const lit = pane();
        if (lit === '#ffd27a')
          parts.push(rect(wx + 2, y + 2, column - 4, floor - 6, lit, ' fill-opacity="0.85"'));
      }
      parts.push(rect(x, y + floor - 4, w, 3, '#1b2430', ' fill-opacity="0.35"'));
    }
    for (let wx = x + 6 + column; wx < x + w - 4; wx += column)
      parts.push(rect(wx - 1, top, 2, 620 - top, '#1b2430', ' fill-opacity="0.3"'));
    parts.push(rect(x - 6, top - 14, w + 12, 14, dusk ? '#23272e' : '#d9dde2'));
  }
  // The entrance building in front.
  const px = between(random, 120, 420);
  const pw = between(random, 380, 520);
  parts.push(
    rect(px, 500, pw, 120, dusk ? '#2b3038' : '#e7e4dc'),
    rect(px + 20, 520, pw - 40, 70, pane(), ' stroke="#1b2430" stroke-width="3"'),
    rect(px + pw / 2 - 70, 575, 140, 45, '#1b2430'),
    rect(px + pw / 2 - 100, 560, 200, 10, dusk ? '#4a505a' : '#ffffff'),
  );
  for (let wx = px + 20 + 40; wx < px + pw - 20; wx += 40)
    parts.push(rect(wx, 520, 2, 70, '#1b2430', ' fill-opacity="0.5"'));
  parts.push(...trees(random, whole(random, 3, 6), 700, dusk));
  return parts;
}

/** A brick factory hall with a sawtooth roof, arched windows and a chimney. */
function factory(random: Random, pane: () => string): string[] {
  const brick = pick(random, ['#8e3b2c', '#9b4a32', '#7a3b2e', '#6b4436']);
  const ground = 630;
  const parts: string[] = [rect(0, ground, 1024, 138, '#7d776d'), rect(0, ground, 1024, 6, '#5e5a53')];
  const left = between(random, 40, 140);
  const right = between(random, 880, 990);
  const top = between(random, 330, 400);
  // The chimney first, behind the hall.
  const cx = pick(random, [left + 40, right - 80]);
  const chimneyTop = between(random, 70, 160);
  parts.push(
    rect(cx, chimneyTop, 44, ground - chimneyTop, brick),
    rect(cx - 4, chimneyTop, 52, 14, '#4a2a22'),
  );
  for (let y = chimneyTop + 60; y < top; y += 70) parts.push(rect(cx, y, 44, 6, '#4a2a22'));
  // Sawtooth roof: each tooth a slope with a glazed vertical face.
  const teeth = whole(random, 4, 7);
  const toothW = (right - left) / teeth;
  for (let i = 0; i < teeth; i++) {
    const x = left + i * toothW;
    parts.push(
      polygon(
        [
          [x, top],
          [x + toothW, top - 70],
          [x + toothW, top],
        ],
        '#4d4f55',
      ),
      polygon(
        [
          [x + toothW - 4, top - 64],
          [x + toothW, top - 70],
          [x + toothW, top],
          [x + toothW - 4, top],
        ],
        '#a9c3d6',
      ),
    );
  }
  parts.push(
    rect(left, top, right - left, ground - top, brick),
    rect(left, top, right - left, 10, '#4a2a22'),
  );
  // A row of tall arched windows with steel glazing bars, and a big arched door.
  const count = whole(random, 5, 8);
  const span = (right - left) / count;
  const doorAt = whole(random, 1, count - 2);
  for (let i = 0; i < count; i++) {
    const w = span * 0.58;
    const x = left + i * span + (span - w) / 2;
    const y = top + 40;
    const bottom = i === doorAt ? ground : ground - 50;
    const r = w / 2;
    const arch = `M${c(x)} ${c(bottom)}V${c(y + r)}A${c(r)} ${c(r)} 0 0 1 ${c(x + w)} ${c(y + r)}V${c(bottom)}Z`;
    const fill = i === doorAt ? '#2b2b2f' : pane();
    parts.push(`<path d="${arch}" fill="${fill}" stroke="#d8c7a8" stroke-width="5"/>`);
    if (i !== doorAt) {
      let bars = '';
      for (let by = y + r + 30; by < bottom - 10; by += 34) bars += `M${c(x)} ${c(by)}h${c(w)}`;
      bars += `M${c(x + w / 3)} ${c(y + 8)}V${c(bottom)}M${c(x + (2 * w) / 3)} ${c(y + 8)}V${c(bottom)}`;
      parts.push(`<path d="${bars}" stroke="#2b2b2f" stroke-width="2" stroke-opacity="0.7"/>`);
    }
  }
  parts.push(...trees(random, whole(random, 1, 3), 690, false));
  return parts;
}

/** Round-crowned trees standing on the line `y`. */
function trees(random: Random, count: number, y: number, dusk: boolean): string[] {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(random, 20, 1000);
    const size = between(random, 38, 70);
    const green = hsl(between(random, 85, 130), 40, dusk ? 16 : between(random, 28, 40));
    parts.push(
      rect(x - 5, y - size * 1.6, 10, size * 1.6, '#4b3621'),
      ellipse(x, y - size * 2, size, size * 0.95, green),
      ellipse(x - size * 0.55, y - size * 1.6, size * 0.7, size * 0.6, green),
      ellipse(x + size * 0.5, y - size * 1.7, size * 0.7, size * 0.65, green),
    );
  }
  return parts;
}

// --- Spaces: a room in one-point perspective -------------------------------------------------

/** The back wall; the side walls, ceiling and floor run from its corners to the picture's corners. */
const BACK = { left: 170, top: 70, right: 854, bottom: 480 } as const;
/** Half the floor's width at height y (from the back wall's foot to the bottom edge). */
const floorHalf = (y: number) =>
  lerp((BACK.right - BACK.left) / 2, 512, (y - BACK.bottom) / (768 - BACK.bottom));
/** How large something standing at height y is drawn (1 at the front edge). */
const depthScale = (y: number) => floorHalf(y) / 512;

/** A boardroom, a round table, desks or a lounge (by n), in a room coloured by n. */
function roomScene(n: number, random: Random): Scene {
  const wallHue = pick(random, [30, 45, 95, 150, 190, 210, 15, 260]);
  const wall = hsl(wallHue, between(random, 18, 38), between(random, 78, 88));
  const side = hsl(wallHue, 20, between(random, 66, 74));
  const accentHue = (wallHue + between(random, 140, 220)) % 360;
  const accent = hsl(accentHue, between(random, 45, 65), between(random, 38, 50));
  const floorKind = pick(random, ['wood', 'carpet', 'concrete'] as const);
  const floor =
    floorKind === 'wood'
      ? hsl(between(random, 24, 36), between(random, 35, 50), between(random, 42, 60))
      : floorKind === 'carpet'
        ? hsl(accentHue, 12, between(random, 32, 46))
        : hsl(40, 6, between(random, 62, 72));
  const skyHue = between(random, 195, 215);
  const defs = [
    vertical('wall', [
      [0, hsl(wallHue, 30, 92)],
      [1, wall],
    ]),
    vertical('window', [
      [0, hsl(skyHue, 60, 62)],
      [1, hsl(skyHue - 10, 50, 88)],
    ]),
    '<linearGradient id="floor-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>',
    glow('lamp', '#fff1c9', 0.75),
  ].join('');

  const { left, top, right, bottom } = BACK;
  const parts: string[] = [
    polygon(
      [
        [0, 0],
        [1024, 0],
        [right, top],
        [left, top],
      ],
      hsl(wallHue, 12, 95),
    ),
    polygon(
      [
        [0, 0],
        [left, top],
        [left, bottom],
        [0, 768],
      ],
      side,
    ),
    polygon(
      [
        [1024, 0],
        [right, top],
        [right, bottom],
        [1024, 768],
      ],
      side,
    ),
    rect(left, top, right - left, bottom - top, 'url(#wall)'),
    polygon(
      [
        [left, bottom],
        [right, bottom],
        [1024, 768],
        [0, 768],
      ],
      floor,
    ),
  ];
  if (floorKind === 'wood') {
    let planks = '';
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      planks += `M${c(lerp(left, right, t))} ${bottom}L${c(lerp(0, 1024, t))} 768`;
    }
    parts.push(`<path d="${planks}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`);
  }
  parts.push(
    polygon(
      [
        [left, bottom],
        [right, bottom],
        [1024, 768],
        [0, 768],
      ],
      'url(#floor-shade)',
    ),
    rect(left, bottom - 8, right - left, 8, hsl(wallHue, 10, 60)),
  );

  // A window in one side wall, drawn along the wall's perspective.
  const sideWindow = random() < 0.7;
  if (sideWindow) {
    const onLeft = random() < 0.5;
    const at = (u: number, v: number): [number, number] => {
      const x = onLeft ? lerp(0, left, u) : lerp(1024, right, u);
      return [x, lerp(lerp(0, top, u), lerp(768, bottom, u), v)];
    };
    parts.push(
      polygon(
        [at(0.2, 0.16), at(0.85, 0.16), at(0.85, 0.62), at(0.2, 0.62)],
        'url(#window)',
        ` stroke="${TRIM}" stroke-width="6"`,
      ),
    );
    let bars = '';
    for (const u of [0.42, 0.64]) {
      const [x1, y1] = at(u, 0.16);
      const [x2, y2] = at(u, 0.62);
      bars += `M${c(x1)} ${c(y1)}L${c(x2)} ${c(y2)}`;
    }
    parts.push(`<path d="${bars}" stroke="${TRIM}" stroke-width="4"/>`);
  }

  // The back wall: a screen, a row of windows or a piece of abstract art.
  const variant = n % 4;
  const wallPiece =
    variant === 0 || variant === 2
      ? pick(random, ['screen', 'windows'] as const)
      : pick(random, ['art', 'windows'] as const);
  if (wallPiece === 'screen') {
    parts.push(
      rect(392, 170, 240, 135, '#16181d', ' rx="4"'),
      polygon(
        [
          [400, 178],
          [520, 178],
          [440, 297],
          [400, 297],
        ],
        '#ffffff',
        ' fill-opacity="0.06"',
      ),
    );
  } else if (wallPiece === 'windows') {
    const count = whole(random, 2, 4);
    const w = 520 / count - 20;
    for (let i = 0; i < count; i++) {
      const x = 252 + i * (w + 20);
      parts.push(
        rect(x, 120, w, 230, 'url(#window)', ` stroke="${TRIM}" stroke-width="8"`),
        rect(x, 200, w, 4, TRIM),
      );
      // The roofs across the street.
      for (let rx = x; rx < x + w - 4; rx += 26) {
        const h = between(random, 20, 70);
        parts.push(rect(rx, 350 - h, Math.min(24, x + w - rx), h, hsl(skyHue, 12, 70)));
      }
    }
  } else {
    const x = between(random, 320, 520);
    const w = between(random, 160, 220);
    const h = w * 0.72;
    const y = 200 - h / 2 + 40;
    const colors = [accent, hsl(accentHue + 40, 60, 65), hsl(wallHue + 180, 30, 25), '#f1e9d8'];
    parts.push(rect(x - 8, y - 8, w + 16, h + 16, '#2b2b2f'), rect(x, y, w, h, colors[3] as string));
    parts.push(
      ellipse(x + w * between(random, 0.25, 0.5), y + h * 0.45, h * 0.3, h * 0.3, colors[0] as string),
      rect(x + w * 0.55, y + h * 0.2, w * 0.3, h * 0.6, colors[1] as string),
      polygon(
        [
          [x + w * 0.1, y + h * 0.9],
          [x + w * 0.5, y + h * 0.55],
          [x + w * 0.9, y + h * 0.9],
        ],
        colors[2] as string,
      ),
    );
  }

  // Pendant lamps with a warm glow.
  const lamps = whole(random, 1, 3);
  for (let i = 0; i < lamps; i++) {
    const x = lamps === 1 ? 512 : lerp(380, 644, i / (lamps - 1));
    const y = between(random, 140, 175);
    parts.push(
      `<path d="M${c(x)} ${c(top * 0.8)}V${c(y)}" stroke="#2b2b2f" stroke-width="2"/>`,
      ellipse(x, y + 30, 120, 90, 'url(#lamp)'),
      `<path d="M${c(x - 34)} ${c(y + 28)}Q${c(x)} ${c(y - 24)} ${c(x + 34)} ${c(y + 28)}Z" fill="${pick(random, ['#2b2b2f', accent, '#e9e4da'])}"/>`,
    );
  }

  if (variant === 0) parts.push(...boardroom(random, accent));
  else if (variant === 1) parts.push(...roundTable(random, accent));
  else if (variant === 2) parts.push(...desks(random, accent));
  else parts.push(...lounge(random, accent));
  parts.push(...plant(random));
  return { defs, body: parts.join('') };
}

const TABLE_TOPS = ['#e9e4da', '#8a6a4a', '#3a3a40', '#c49a6c'];

/** An office chair seen from the front or the side: seat, backrest and a stem. */
function chair(x: number, y: number, scale: number, color: string): string {
  const s = scale * 1.3;
  return (
    rect(x - 3 * s, y - 4 * s, 6 * s, 34 * s, '#2b2b2f') +
    ellipse(x, y + 30 * s, 26 * s, 6 * s, '#2b2b2f') +
    rect(x - 24 * s, y - 62 * s, 48 * s, 58 * s, color, ` rx="${c(12 * s)}"`) +
    rect(x - 26 * s, y - 10 * s, 52 * s, 14 * s, color, ` rx="${c(6 * s)}"`)
  );
}

/** A long table down the middle of the room, chairs along both sides and one at its head. */
function boardroom(random: Random, accent: string): string[] {
  const back = 535;
  const front = 730;
  const share = between(random, 0.36, 0.44);
  const top = pick(random, TABLE_TOPS);
  const parts: string[] = [chair(512, back - 6, depthScale(back - 6), accent)];
  const perSide = whole(random, 3, 5);
  for (let i = 0; i < perSide; i++) {
    const y = lerp(back + 20, front - 10, (i + 0.5) / perSide);
    const s = depthScale(y);
    const half = floorHalf(y) * share;
    parts.push(chair(512 - half - 36 * s, y, s, accent), chair(512 + half + 36 * s, y, s, accent));
  }
  parts.push(
    polygon(
      [
        [512 - floorHalf(back) * share, back],
        [512 + floorHalf(back) * share, back],
        [512 + floorHalf(front) * share, front],
        [512 - floorHalf(front) * share, front],
      ],
      top,
    ),
    rect(
      512 - floorHalf(front) * share,
      front,
      2 * floorHalf(front) * share,
      12,
      '#000',
      ' fill-opacity="0.35"',
    ),
  );
  // Notepads and glasses on the table.
  for (let i = 0; i < perSide; i++) {
    const y = lerp(back + 20, front - 10, (i + 0.5) / perSide);
    const s = depthScale(y);
    const half = floorHalf(y) * share;
    for (const x of [512 - half + 30 * s, 512 + half - 52 * s])
      parts.push(rect(x, y - 8 * s, 22 * s, 14 * s, '#ffffff', ' fill-opacity="0.9"'));
  }
  return parts;
}

/** A round table with chairs all around. */
function roundTable(random: Random, accent: string): string[] {
  const cx = 512;
  const cy = 625;
  const rx = between(random, 190, 240);
  const ry = rx * 0.32;
  const count = whole(random, 5, 8);
  const behind: string[] = [];
  const before: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * 2 * Math.PI + 0.3;
    const x = cx + (rx + 40) * Math.cos(angle);
    const y = cy + (ry + 36) * Math.sin(angle);
    (Math.sin(angle) < 0 ? behind : before).push(chair(x, y, depthScale(y), accent));
  }
  return [
    ...behind,
    rect(cx - 12, cy, 24, 70, '#2b2b2f'),
    ellipse(cx, cy + 72, 60, 12, '#2b2b2f'),
    ellipse(cx, cy + 6, rx, ry, '#000', ' fill-opacity="0.3"'),
    ellipse(cx, cy, rx, ry, pick(random, TABLE_TOPS)),
    ellipse(cx, cy, rx * 0.25, ry * 0.25, hsl(110, 35, 40)),
    ...before,
  ];
}

/** Two rows of desks with monitors, each with its chair. */
function desks(random: Random, accent: string): string[] {
  const parts: string[] = [];
  const top = pick(random, TABLE_TOPS);
  for (const y of [560, 675]) {
    const s = depthScale(y);
    const perRow = y < 600 ? 3 : 2;
    const deskW = 210 * s;
    const span = floorHalf(y) * 1.6;
    for (let i = 0; i < perRow; i++) {
      const x = 512 - span / 2 + (i + 0.5) * (span / perRow);
      parts.push(
        rect(x - deskW / 2 + 6 * s, y, 6 * s, 56 * s, '#2b2b2f'),
        rect(x + deskW / 2 - 12 * s, y, 6 * s, 56 * s, '#2b2b2f'),
        rect(x - deskW / 2, y - 12 * s, deskW, 14 * s, top),
        rect(x - 4 * s, y - 40 * s, 8 * s, 30 * s, '#2b2b2f'),
        rect(x - 48 * s, y - 96 * s, 96 * s, 58 * s, '#16181d', ` rx="${c(3 * s)}"`),
        rect(x - 44 * s, y - 92 * s, 88 * s, 50 * s, hsl(between(random, 190, 230), 40, 30)),
        chair(x + between(random, -20, 20) * s, y + 40 * s, s * 1.05, accent),
      );
    }
  }
  return parts;
}

/** A sofa against the back wall, a coffee table on a rug and two armchairs. */
function lounge(random: Random, accent: string): string[] {
  const sofa = accent;
  const rug = hsl(between(random, 0, 360), 25, 72);
  const armchair = (x: number, y: number, s: number) =>
    rect(x - 60 * s, y - 90 * s, 120 * s, 70 * s, sofa, ` rx="${c(20 * s)}"`) +
    rect(x - 70 * s, y - 40 * s, 140 * s, 50 * s, sofa, ` rx="${c(14 * s)}"`) +
    rect(x - 70 * s, y - 40 * s, 140 * s, 50 * s, '#000', ` rx="${c(14 * s)}" fill-opacity="0.12"`);
  return [
    ellipse(512, 640, 330, 90, rug),
    rect(352, 418, 320, 80, sofa, ' rx="22"'),
    rect(330, 470, 364, 70, sofa, ' rx="18"'),
    rect(330, 470, 364, 70, '#000', ' rx="18" fill-opacity="0.12"'),
    rect(372, 438, 90, 46, '#ffffff', ' rx="12" fill-opacity="0.25"'),
    rect(562, 438, 90, 46, '#ffffff', ' rx="12" fill-opacity="0.25"'),
    rect(460, 635, 8, 40, '#2b2b2f'),
    rect(556, 635, 8, 40, '#2b2b2f'),
    ellipse(512, 632, 120, 30, pick(random, TABLE_TOPS)),
    ellipse(470, 624, 18, 7, '#ffffff', ' fill-opacity="0.8"'),
    armchair(200, 720, depthScale(720)),
    armchair(824, 720, depthScale(720)),
  ];
}

/** A potted plant in a front corner. */
function plant(random: Random): string[] {
  const x = random() < 0.5 ? between(random, 60, 110) : between(random, 914, 964);
  const y = 740;
  const parts = [
    polygon(
      [
        [x - 34, y - 70],
        [x + 34, y - 70],
        [x + 26, y],
        [x - 26, y],
      ],
      pick(random, ['#e9e4da', '#2b2b2f', '#b5653a']),
    ),
  ];
  for (let i = 0; i < 9; i++) {
    const angle = -80 + i * 20 + between(random, -6, 6);
    const length = between(random, 50, 80);
    parts.push(
      ellipse(
        x,
        y - 70 - length,
        12,
        length,
        hsl(between(random, 95, 135), 45, between(random, 26, 38)),
        ` transform="rotate(${c(angle)} ${c(x)} ${c(y - 70)})"`,
      ),
    );
  }
  return parts;
}
