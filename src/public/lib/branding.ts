import type { CSSProperties } from 'react';

const DEFAULT_ACCENT = '#3b5bdb';
const DEFAULT_BACKGROUND = '#f6f7f9';

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's colours as CSS variables: accent for buttons and links, background behind the cards. */
export function brandingStyle(
  branding: { accentColor: string | null; backgroundColor: string | null } | null,
) {
  const accent = branding?.accentColor ?? DEFAULT_ACCENT;
  const background = branding?.backgroundColor ?? DEFAULT_BACKGROUND;
  return {
    '--accent': accent,
    '--on-accent': luminance(accent) > 0.45 ? '#111827' : '#ffffff',
    '--bg': background,
    '--on-bg': luminance(background) > 0.4 ? '#1f2937' : '#f9fafb',
    '--on-bg-muted': luminance(background) > 0.4 ? '#6b7280' : '#d1d5db',
  } as CSSProperties;
}
