import { DRAW, type Motif, type Paint } from './motifs';

/**
 * Deterministic product illustrations: the same product and image give the same SVG on
 * every machine, so screenshots and tests are stable and nothing is downloaded. The
 * product fixes the object's colours (all its images show the same thing); the image's
 * position picks the view: the object alone, a close-up, or styled on a table.
 */

export interface IllustrationSpec {
  motif: Motif;
  /** Fixes the object's colours; use the product id. */
  productSeed: number;
  /** 0: the object on a backdrop, 1: close-up, 2: styled on a table. Others repeat these. */
  view: number;
  /** Rendered width and height in pixels. */
  size: number;
  /** The object's colour (`#rrggbb`) instead of the product's own: a variant's picture. */
  colour?: string;
}

/** Spreads neighbouring seeds (product 1, 2, 3) far apart, so adjacent products differ in colour. */
export function hash32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Small, fast, seedable PRNG (mulberry32); plenty for picking colours. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BACKDROPS = [
  { bg: '#e4ebdd', accent: '#b9c9a8' },
  { bg: '#f3e1d6', accent: '#e2b49a' },
  { bg: '#dde8f0', accent: '#b3cbdd' },
  { bg: '#f1e9dc', accent: '#dccbae' },
  { bg: '#f4dedf', accent: '#e4b7ba' },
  { bg: '#e1e4ea', accent: '#b9c0cc' },
  { bg: '#f5eacb', accent: '#e6cd85' },
  { bg: '#e9e0ec', accent: '#c9b4d0' },
] as const;
/** 13 colours (a prime number of them), so that products next to each other never share one. */
const OBJECT_COLOURS = [
  '#2f4858',
  '#33658a',
  '#4f7a55',
  '#b5603c',
  '#7e5a9b',
  '#c8553d',
  '#3d5a80',
  '#9c6644',
  '#d08c2e',
  '#335c67',
  '#a3525e',
  '#44505f',
  '#6b8f3e',
];
/** How a product's surface is decorated: five kinds, again a prime number. */
const SURFACES = ['plain', 'stripes', 'dots', 'band', 'speckles'] as const;
export type Surface = (typeof SURFACES)[number];

/**
 * What makes one product's picture its own, from its id: colour, surface and proportions.
 * Each is a step through a list whose length is prime to the others, so that products
 * with ids close together (the neighbours of a listing) differ in all of them, and no two
 * of the first 13 × 5 × 3 products look alike.
 */
export function lookOf(productSeed: number) {
  const seed = Math.abs(Math.trunc(productSeed));
  return {
    body: OBJECT_COLOURS[(seed * 5) % OBJECT_COLOURS.length]!,
    surface: SURFACES[(seed * 2) % SURFACES.length]!,
    /** Narrower, taller or squatter: the same motif in another shape (never wider: handles reach the edge). */
    scaleX: [1, 0.86, 0.93][seed % 3]!,
    scaleY: [1, 1.06, 0.9][(seed * 2) % 3]!,
  };
}

/** The pattern that paints a decorated surface, in the body colour with a lighter tone over it. */
function surfacePattern(surface: Surface, body: string): string {
  const light = tone(body, 0.45);
  const marks: Record<Exclude<Surface, 'plain'>, string> = {
    stripes: `<rect width="40" height="40" fill="${body}"/><rect width="40" height="12" fill="${light}"/>`,
    dots: `<rect width="40" height="40" fill="${body}"/><circle cx="20" cy="20" r="6" fill="${light}"/>`,
    band: `<rect width="40" height="40" fill="${body}"/><rect x="0" y="14" width="40" height="6" fill="${light}"/><rect x="0" y="24" width="40" height="3" fill="${light}"/>`,
    speckles: `<rect width="40" height="40" fill="${body}"/><circle cx="8" cy="10" r="2.5" fill="${light}"/><circle cx="27" cy="6" r="2" fill="${light}"/><circle cx="18" cy="26" r="3" fill="${light}"/><circle cx="34" cy="33" r="2" fill="${light}"/>`,
  };
  if (surface === 'plain') return '';
  return `<defs><pattern id="surface" width="40" height="40" patternUnits="userSpaceOnUse">${marks[surface]}</pattern></defs>`;
}
const WOODS = ['#c89b6d', '#b07d4f', '#d9b38c'];
const LEAVES = ['#5e8c5a', '#6f9e63', '#4e7d5b'];

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length) % items.length]!;

/** Mixes a `#rrggbb` colour toward white (amount > 0) or black (amount < 0). */
export function tone(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function backdrop(view: number, random: () => number, accent: string): string {
  const dots = Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: 5 },
      (_, col) => `<circle cx="${60 + col * 26}" cy="${60 + row * 26}" r="4"/>`,
    ).join(''),
  ).join('');
  const corner = random() < 0.5 ? '' : ' transform="translate(620 0)"';
  const circle = `<circle cx="${330 + Math.round(random() * 140)}" cy="${330 + Math.round(random() * 80)}" r="${250 + Math.round(random() * 40)}" fill="${accent}" opacity="0.45"/>`;
  const table = '<rect x="0" y="600" width="800" height="200" fill="#ffffff" opacity="0.35"/>';
  return [view === 2 ? table : circle, `<g fill="#ffffff" opacity="0.5"${corner}>${dots}</g>`].join(
    '',
  );
}

/** A small sprig in a pot beside the object, for the styled view. */
const sprig = (paint: Paint) => `
  <g transform="translate(560 420) scale(0.5)">
    <ellipse cx="150" cy="120" rx="30" ry="80" fill="${paint.leaf}" transform="rotate(-25 150 120)"/>
    <ellipse cx="230" cy="110" rx="30" ry="85" fill="${paint.leaf}" transform="rotate(25 230 110)"/>
    <path d="M120 200 H260 L240 360 H140 Z" fill="${paint.accent}"/>
  </g>`;

export function renderIllustration(spec: IllustrationSpec): string {
  const productHash = hash32(spec.productSeed);
  const objectRandom = seededRandom(productHash);
  const look = { ...lookOf(spec.productSeed), ...(spec.colour ? { body: spec.colour } : {}) };
  const wood = pick(WOODS, objectRandom);
  const leaf = pick(LEAVES, objectRandom);
  const view = ((spec.view % 3) + 3) % 3;
  const sceneRandom = seededRandom(hash32(productHash + view + 1));
  const { bg, accent } = BACKDROPS[(spec.productSeed * 3 + view * 3) % BACKDROPS.length]!;
  const pattern = surfacePattern(look.surface, look.body);
  const paint: Paint = {
    body: pattern ? 'url(#surface)' : look.body,
    shadow: tone(look.body, -0.3),
    light: tone(look.body, 0.75),
    accent,
    wood,
    leaf,
  };

  // Scaled about the middle of its floor line, so it still stands on it.
  const object = `<g transform="translate(400 600) scale(${look.scaleX} ${look.scaleY}) translate(-400 -600)">${DRAW[spec.motif](paint)}</g>`;
  const floorShadow = '<ellipse cx="400" cy="605" rx="230" ry="26" fill="#000000" opacity="0.08"/>';
  const scene =
    view === 1
      ? `<g transform="translate(400 420) scale(1.45) translate(-400 -420)">${object}</g>`
      : view === 2
        ? `<g transform="translate(-70 40) scale(0.9)">${floorShadow}${object}</g>${sprig(paint)}`
        : `${floorShadow}${object}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="0 0 800 800">`,
    pattern,
    `<rect width="800" height="800" fill="${bg}"/>`,
    backdrop(view, sceneRandom, accent),
    scene,
    '</svg>',
  ]
    .join('')
    .replace(/\s*\n\s*/g, ' ');
}
