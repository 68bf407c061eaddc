/**
 * Flat pictograms of shop goods, drawn on an 800 x 800 canvas with the object standing on
 * a floor line near y = 600. Each takes the colours to paint with and returns SVG markup.
 */

export interface Paint {
  /** The object's main colour. */
  body: string;
  /** A darker tone of `body` for shading and details. */
  shadow: string;
  /** A light tone for highlights. */
  light: string;
  /** The background's accent, for secondary parts. */
  accent: string;
  /** Natural wood, for boards and handles. */
  wood: string;
  /** Foliage. */
  leaf: string;
}

export const MOTIFS = [
  'mug',
  'cup',
  'glass',
  'pan',
  'pot',
  'board',
  'knife',
  'utensils',
  'jar',
  'vase',
  'candle',
  'lamp',
  'mirror',
  'basket',
  'towels',
  'pillow',
  'throw',
  'planter',
  'twine',
  'watering-can',
  'seeds',
  'shears',
  'lantern',
  'book',
  'parcel',
] as const;
export type Motif = (typeof MOTIFS)[number];

const steam = (p: Paint, x: number, y: number) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${x + i * 45} ${y} q-18 -30 0 -60 q18 -30 0 -60" fill="none" stroke="${p.shadow}" stroke-width="10" stroke-linecap="round" opacity="0.25"/>`,
    )
    .join('');

export const DRAW: Record<Motif, (p: Paint) => string> = {
  mug: (p) => `
    ${steam(p, 345, 270)}
    <path d="M505 360 h28 a62 62 0 0 1 0 124 h-28" fill="none" stroke="${p.body}" stroke-width="30"/>
    <rect x="275" y="300" width="240" height="300" rx="34" fill="${p.body}"/>
    <rect x="275" y="300" width="240" height="26" rx="13" fill="${p.light}" opacity="0.45"/>
    <rect x="305" y="350" width="22" height="200" rx="11" fill="${p.light}" opacity="0.25"/>`,
  cup: (p) => `
    ${steam(p, 350, 330)}
    <path d="M230 380 H570 A170 170 0 0 1 230 380 Z" fill="${p.body}"/>
    <rect x="230" y="372" width="340" height="20" rx="10" fill="${p.shadow}"/>
    <rect x="345" y="540" width="110" height="34" rx="10" fill="${p.shadow}"/>
    <circle cx="320" cy="440" r="7" fill="${p.light}" opacity="0.6"/><circle cx="410" cy="470" r="6" fill="${p.light}" opacity="0.6"/>
    <circle cx="480" cy="430" r="8" fill="${p.light}" opacity="0.6"/><circle cx="370" cy="500" r="5" fill="${p.light}" opacity="0.6"/>`,
  glass: (p) => `
    <path d="M300 260 H500 L478 600 H322 Z" fill="#ffffff" opacity="0.55"/>
    <path d="M310 420 H490 L478 600 H322 Z" fill="${p.body}" opacity="0.85"/>
    <path d="M300 260 H500 L478 600 H322 Z" fill="none" stroke="${p.shadow}" stroke-width="8" stroke-linejoin="round"/>
    <rect x="330" y="290" width="16" height="280" rx="8" fill="#ffffff" opacity="0.6"/>`,
  pan: (p) => `
    <rect x="520" y="392" width="240" height="44" rx="22" fill="${p.shadow}" transform="rotate(-12 520 414)"/>
    <circle cx="370" cy="430" r="185" fill="${p.body}"/>
    <circle cx="370" cy="430" r="150" fill="${p.shadow}"/>
    <path d="M260 370 A130 130 0 0 1 360 300" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`,
  pot: (p) => `
    <rect x="180" y="390" width="60" height="32" rx="16" fill="${p.shadow}"/>
    <rect x="560" y="390" width="60" height="32" rx="16" fill="${p.shadow}"/>
    <rect x="220" y="350" width="360" height="250" rx="70" fill="${p.body}"/>
    <rect x="205" y="318" width="390" height="48" rx="24" fill="${p.shadow}"/>
    <rect x="370" y="280" width="60" height="44" rx="14" fill="${p.body}"/>
    <rect x="255" y="400" width="24" height="150" rx="12" fill="${p.light}" opacity="0.3"/>`,
  board: (p) => `
    <g transform="rotate(-10 400 430)">
      <rect x="250" y="230" width="300" height="400" rx="70" fill="${p.wood}"/>
      <circle cx="400" cy="290" r="20" fill="${p.light}"/>
      <path d="M300 360 q40 60 0 120 t0 120 M360 340 q30 70 0 140 t0 110 M450 350 q-30 60 0 130 t0 110"
        fill="none" stroke="${p.shadow}" stroke-width="5" opacity="0.25"/>
    </g>`,
  knife: (p) => `
    <g transform="rotate(-18 400 430)">
      <path d="M330 400 H600 Q660 404 610 462 H330 Z" fill="#dfe4ea"/>
      <path d="M330 400 H600 Q660 404 610 462" fill="none" stroke="#9aa4af" stroke-width="5"/>
      <rect x="170" y="398" width="170" height="66" rx="24" fill="${p.body}"/>
      <circle cx="215" cy="431" r="8" fill="${p.light}"/><circle cx="295" cy="431" r="8" fill="${p.light}"/>
    </g>`,
  utensils: (p) => `
    <ellipse cx="320" cy="300" rx="62" ry="88" fill="${p.wood}"/>
    <ellipse cx="320" cy="300" rx="40" ry="62" fill="${p.shadow}" opacity="0.18"/>
    <rect x="306" y="380" width="28" height="260" rx="14" fill="${p.wood}"/>
    <rect x="425" y="220" width="130" height="170" rx="28" fill="${p.wood}"/>
    <rect x="455" y="250" width="14" height="100" rx="7" fill="${p.shadow}" opacity="0.25"/>
    <rect x="511" y="250" width="14" height="100" rx="7" fill="${p.shadow}" opacity="0.25"/>
    <rect x="476" y="380" width="28" height="260" rx="14" fill="${p.wood}"/>
    <rect x="476" y="560" width="28" height="50" rx="10" fill="${p.body}"/>
    <rect x="306" y="560" width="28" height="50" rx="10" fill="${p.body}"/>`,
  jar: (p) => `
    <rect x="280" y="300" width="240" height="300" rx="44" fill="#ffffff" opacity="0.55"/>
    <rect x="292" y="430" width="216" height="158" rx="36" fill="${p.accent}"/>
    <rect x="280" y="300" width="240" height="300" rx="44" fill="none" stroke="${p.shadow}" stroke-width="8"/>
    <rect x="290" y="252" width="220" height="58" rx="14" fill="${p.body}"/>
    <rect x="310" y="330" width="18" height="230" rx="9" fill="#ffffff" opacity="0.7"/>`,
  vase: (p) => `
    <path d="M400 300 C380 230 330 200 300 170 M405 300 C410 220 440 180 470 150 M398 300 C395 240 400 200 398 160"
      fill="none" stroke="${p.leaf}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="300" cy="170" r="22" fill="${p.accent}"/><circle cx="470" cy="150" r="24" fill="${p.light}"/>
    <circle cx="398" cy="158" r="20" fill="${p.accent}"/>
    <path d="M350 290 H450 V320 C450 360 540 400 540 490 C540 560 490 600 400 600 C310 600 260 560 260 490 C260 400 350 360 350 320 Z"
      fill="${p.body}"/>
    <path d="M330 420 C300 460 300 530 330 570 M470 420 C500 460 500 530 470 570" fill="none" stroke="${p.light}"
      stroke-width="8" opacity="0.35" stroke-linecap="round"/>`,
  candle: (p) => `
    <path d="M400 250 C430 290 430 330 400 345 C370 330 370 290 400 250 Z" fill="#f2b134"/>
    <path d="M400 285 C412 305 412 325 400 335 C388 325 388 305 400 285 Z" fill="#fbe3a1"/>
    <rect x="397" y="340" width="6" height="30" fill="#3b3b3b"/>
    <rect x="290" y="360" width="220" height="240" rx="30" fill="${p.body}"/>
    <ellipse cx="400" cy="374" rx="100" ry="14" fill="${p.light}" opacity="0.7"/>
    <rect x="330" y="450" width="140" height="80" rx="8" fill="${p.light}" opacity="0.85"/>
    <rect x="350" y="475" width="100" height="10" rx="5" fill="${p.shadow}" opacity="0.5"/>
    <rect x="365" y="497" width="70" height="8" rx="4" fill="${p.shadow}" opacity="0.35"/>`,
  lamp: (p) => `
    <circle cx="400" cy="330" r="190" fill="#fff3c4" opacity="0.45"/>
    <rect x="388" y="380" width="24" height="60" fill="${p.shadow}"/>
    <path d="M300 200 H500 L570 390 H230 Z" fill="${p.accent}"/>
    <path d="M300 200 H500 L510 226 H290 Z" fill="${p.light}" opacity="0.5"/>
    <rect x="340" y="430" width="120" height="150" rx="60" fill="${p.body}"/>
    <rect x="310" y="570" width="180" height="30" rx="12" fill="${p.shadow}"/>`,
  mirror: (p) => `
    <path d="M400 130 L330 230 M400 130 L470 230" stroke="${p.shadow}" stroke-width="6"/>
    <circle cx="400" cy="400" r="200" fill="${p.body}"/>
    <circle cx="400" cy="400" r="170" fill="#eef3f6"/>
    <path d="M300 420 L420 300 M330 470 L470 330" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.9"/>`,
  basket: (p) => `
    <path d="M240 340 H560 L522 600 H278 Z" fill="${p.body}"/>
    <path d="M250 400 H550 M256 460 H544 M264 520 H536 M330 345 L325 600 M400 345 V600 M470 345 L475 600"
      stroke="${p.shadow}" stroke-width="8" opacity="0.45"/>
    <rect x="222" y="318" width="356" height="40" rx="20" fill="${p.shadow}"/>
    <path d="M300 318 Q300 230 360 230 M500 318 Q500 230 440 230" fill="none" stroke="${p.shadow}" stroke-width="14" stroke-linecap="round"/>`,
  towels: (p) => `
    <rect x="240" y="500" width="320" height="100" rx="26" fill="${p.accent}"/>
    <rect x="230" y="400" width="340" height="100" rx="26" fill="${p.body}"/>
    <rect x="250" y="300" width="300" height="100" rx="26" fill="${p.light}"/>
    <rect x="230" y="440" width="340" height="12" fill="${p.light}" opacity="0.6"/>
    <rect x="240" y="540" width="320" height="12" fill="${p.body}" opacity="0.5"/>
    <rect x="250" y="340" width="300" height="12" fill="${p.body}" opacity="0.5"/>`,
  pillow: (p) => `
    <path d="M250 270 Q400 230 550 270 Q590 420 550 570 Q400 610 250 570 Q210 420 250 270 Z" fill="${p.body}"/>
    <path d="M285 300 Q400 272 515 300 Q545 420 515 540 Q400 568 285 540 Q255 420 285 300 Z" fill="none"
      stroke="${p.light}" stroke-width="6" stroke-dasharray="14 12" opacity="0.6"/>
    <circle cx="400" cy="420" r="16" fill="${p.shadow}"/>`,
  throw: (p) => `
    <rect x="210" y="330" width="380" height="240" rx="34" fill="${p.body}"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2, 3, 4, 5, 6]
          .map(
            (col) =>
              `<ellipse cx="${255 + col * 48}" cy="${380 + row * 50}" rx="16" ry="10" fill="${p.light}" opacity="0.3"/>`,
          )
          .join(''),
      )
      .join('')}
    <path d="${Array.from({ length: 15 }, (_, i) => `M${232 + i * 24} 570 v36`).join(' ')}" stroke="${p.shadow}" stroke-width="6"
      stroke-linecap="round"/>`,
  planter: (p) => `
    <ellipse cx="350" cy="320" rx="38" ry="92" fill="${p.leaf}" transform="rotate(-30 350 320)"/>
    <ellipse cx="455" cy="310" rx="36" ry="96" fill="${p.leaf}" transform="rotate(28 455 310)"/>
    <ellipse cx="400" cy="280" rx="34" ry="110" fill="${p.leaf}" opacity="0.85"/>
    <path d="M400 390 V250" stroke="${p.shadow}" stroke-width="6" opacity="0.4"/>
    <path d="M300 430 H500 L472 600 H328 Z" fill="${p.body}"/>
    <rect x="282" y="405" width="236" height="48" rx="12" fill="${p.shadow}"/>`,
  // A ball of natural twine in its open tin, a loose end running off across the floor.
  twine: (p) => `
    <path d="M250 560 H548 L530 600 H268 Z" fill="${p.shadow}"/>
    <rect x="250" y="470" width="298" height="96" rx="10" fill="${p.body}"/>
    <rect x="250" y="470" width="298" height="22" rx="10" fill="${p.light}" opacity="0.6"/>
    <circle cx="400" cy="375" r="135" fill="${p.wood}"/>
    <path d="M282 318 C340 290 460 290 518 318 M270 372 C340 344 460 344 530 372 M282 428 C340 400 460 400 518 428" stroke="${p.shadow}" stroke-width="9" fill="none" opacity="0.45"/>
    <path d="M330 255 C390 320 420 420 382 505 M440 248 C470 330 470 420 430 505" stroke="${p.shadow}" stroke-width="7" fill="none" opacity="0.3"/>
    <path d="M520 420 C600 470 610 560 660 600" stroke="${p.wood}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  'watering-can': (p) => `
    <path d="M480 500 L640 330" stroke="${p.body}" stroke-width="30" stroke-linecap="round"/>
    <rect x="612" y="290" width="70" height="44" rx="12" fill="${p.shadow}" transform="rotate(-47 647 312)"/>
    <path d="M300 370 Q385 220 470 370" fill="none" stroke="${p.shadow}" stroke-width="26" stroke-linecap="round"/>
    <rect x="260" y="360" width="240" height="240" rx="34" fill="${p.body}"/>
    <rect x="260" y="430" width="240" height="14" fill="${p.light}" opacity="0.4"/>`,
  seeds: (p) => `
    <rect x="280" y="230" width="240" height="370" rx="14" fill="${p.light}"/>
    <rect x="280" y="230" width="240" height="70" rx="14" fill="${p.body}"/>
    <ellipse cx="370" cy="430" rx="26" ry="60" fill="${p.leaf}" transform="rotate(-25 370 430)"/>
    <ellipse cx="430" cy="430" rx="26" ry="60" fill="${p.leaf}" transform="rotate(25 430 430)"/>
    <path d="M400 520 V420" stroke="${p.leaf}" stroke-width="8"/>
    <rect x="320" y="540" width="160" height="14" rx="7" fill="${p.shadow}" opacity="0.35"/>`,
  shears: (p) => `
    <path d="M400 430 L555 235" stroke="#c9d0d8" stroke-width="30" stroke-linecap="round"/>
    <path d="M400 430 L615 300" stroke="#aeb7c1" stroke-width="24" stroke-linecap="round"/>
    <path d="M395 440 Q335 500 300 585" stroke="${p.body}" stroke-width="42" stroke-linecap="round" fill="none"/>
    <path d="M410 445 Q460 520 452 600" stroke="${p.shadow}" stroke-width="42" stroke-linecap="round" fill="none"/>
    <circle cx="400" cy="432" r="16" fill="${p.light}"/>`,
  lantern: (p) => `
    <path d="M360 230 A40 40 0 0 1 440 230" fill="none" stroke="${p.shadow}" stroke-width="12"/>
    <path d="M330 300 L360 240 H440 L470 300 Z" fill="${p.body}"/>
    <rect x="320" y="300" width="160" height="250" rx="10" fill="#fff3c4" opacity="0.7"/>
    <circle cx="400" cy="440" r="60" fill="#f2b134" opacity="0.45"/>
    <path d="M400 400 C418 425 418 450 400 460 C382 450 382 425 400 400 Z" fill="#f2b134"/>
    <path d="M320 300 V550 M480 300 V550 M400 300 V380" stroke="${p.body}" stroke-width="12"/>
    <rect x="305" y="545" width="190" height="45" rx="10" fill="${p.body}"/>`,
  book: (p) => `
    <rect x="280" y="220" width="250" height="370" rx="12" fill="${p.body}"/>
    <rect x="280" y="220" width="34" height="370" rx="8" fill="${p.shadow}"/>
    <rect x="345" y="290" width="150" height="90" rx="8" fill="${p.light}" opacity="0.9"/>
    <rect x="365" y="315" width="110" height="12" rx="6" fill="${p.shadow}" opacity="0.5"/>
    <rect x="380" y="340" width="80" height="10" rx="5" fill="${p.shadow}" opacity="0.35"/>
    <rect x="390" y="430" width="60" height="90" rx="18" fill="${p.accent}"/>
    <rect x="384" y="418" width="72" height="20" rx="6" fill="${p.light}"/>`,
  parcel: (p) => `
    <rect x="250" y="320" width="300" height="280" rx="16" fill="${p.body}"/>
    <rect x="385" y="320" width="30" height="280" fill="${p.light}" opacity="0.8"/>
    <rect x="250" y="440" width="300" height="30" fill="${p.light}" opacity="0.8"/>
    <path d="M400 320 C340 250 300 300 400 320 C500 300 460 250 400 320 Z" fill="${p.accent}"/>`,
};
