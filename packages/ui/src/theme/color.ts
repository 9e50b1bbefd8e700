/** Small colour helpers for the runtime primary colour: parsing, WCAG contrast and readable variants. */
export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; returns null for anything else. */
export function parseHex(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  let hex = match[1];
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance (0 black – 1 white). */
export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio between two colours (1–21). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const ra = typeof a === 'string' ? parseHex(a) : a;
  const rb = typeof b === 'string' ? parseHex(b) : b;
  if (!ra || !rb) return 1;
  const la = luminance(ra);
  const lb = luminance(rb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `rgb` towards `target` by `amount` (0–1). */
export function mix(rgb: Rgb, target: Rgb, amount: number): Rgb {
  return [
    rgb[0] + (target[0] - rgb[0]) * amount,
    rgb[1] + (target[1] - rgb[1]) * amount,
    rgb[2] + (target[2] - rgb[2]) * amount,
  ];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Dark text used on light primary colours. */
export const DARK_TEXT = '#1B1A22';
/** AA contrast for normal text. */
export const AA = 4.5;

/**
 * Moves `color` towards black or white until it reaches `ratio` against `background`
 * (or the end of the range). Returns a hex colour.
 */
export function ensureContrast(color: string, background: string, ratio: number): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(rgb, bg) >= ratio) return toHex(rgb);
  const target = luminance(bg) > 0.18 ? BLACK : WHITE;
  for (let step = 1; step <= 40; step++) {
    const candidate = mix(rgb, target, step / 40);
    if (contrastRatio(toHex(candidate), bg) >= ratio) return toHex(candidate);
  }
  return toHex(target);
}

export type PrimaryPalette = {
  /** The brand colour as chosen. */
  primary: string;
  /** Background for filled primary elements (the brand colour, darkened only if white text would fail AA). */
  primarySolid: string;
  /** Readable text colour on `primarySolid`. */
  primaryContrast: string;
  /** The brand colour adjusted to be readable as text on the theme's surface. */
  primaryText: string;
};

/**
 * Derives the primary palette for a brand colour and a theme surface: white text on the colour when that passes
 * AA, dark text on clearly light colours, otherwise the colour darkened just enough for white text.
 */
export function primaryPalette(color: string, surface: string): PrimaryPalette {
  const rgb = parseHex(color) ?? (parseHex('#7367F0') as Rgb);
  const primary = toHex(rgb);
  let primarySolid = primary;
  let primaryContrast = '#FFFFFF';
  if (contrastRatio(rgb, WHITE) < AA) {
    if (contrastRatio(rgb, DARK_TEXT) >= 7) {
      primaryContrast = DARK_TEXT;
    } else {
      primarySolid = ensureContrast(primary, '#FFFFFF', AA + 0.1);
    }
  }
  // A little above AA so the colour stays readable on its own soft tint (selected rows, active menu items).
  const primaryText = ensureContrast(primary, surface, 5.6);
  return { primary, primarySolid, primaryContrast, primaryText };
}

/** A readable text colour (white or dark) for an arbitrary background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, DARK_TEXT) ? '#FFFFFF' : DARK_TEXT;
}
