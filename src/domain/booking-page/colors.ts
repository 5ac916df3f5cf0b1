// Booking page colours (spec doc 2, §5 Colors; issue 19), without zod so the public pages can
// read them: '#hex' with 3 or 6 digits, and the text colour that reads best on each (WCAG).

export const COLOR_FORMAT_MESSAGE = 'Please enter the color in a #hex format';
/** spec: text entry is cut to 7 characters ('#' and six digits). */
export const COLOR_MAX_LENGTH = 7;
export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

export const DEFAULT_ACCENT = '#3b5bdb';
export const DEFAULT_BACKGROUND = '#f6f7f9';
const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour for `background`: dark or white, whichever contrasts more. */
export function textOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** Whether text on `background` (in the colour textOn picks) passes WCAG AA. */
export function readableText(background: string): boolean {
  return contrastRatio(background, textOn(background)) >= AA_CONTRAST;
}
