import type { CSSProperties } from 'react';
import {
  AA_CONTRAST,
  contrastRatio,
  DEFAULT_ACCENT,
  DEFAULT_BACKGROUND,
  textOn,
} from '../../domain/booking-page/colors';

// Greys for secondary text, from the softest: the first that reads (WCAG AA) on the background
// is used, else the main text colour (issue 19: axe and Lighthouse flagged muted text on tints).
const DARK_MUTED = ['#6b7280', '#4b5563', '#374151'];
const LIGHT_MUTED = ['#d1d5db', '#e5e7eb', '#f3f4f6'];

/** The softest grey of `greys` with AA contrast on `background`, else `fallback`. */
export function mutedOn(background: string, greys: string[], fallback: string): string {
  return greys.find((grey) => contrastRatio(grey, background) >= AA_CONTRAST) ?? fallback;
}

/** The page's colours as CSS variables: accent for buttons and links, background behind the cards. */
export function brandingStyle(
  branding: { accentColor: string | null; backgroundColor: string | null } | null,
) {
  const accent = branding?.accentColor ?? DEFAULT_ACCENT;
  const background = branding?.backgroundColor ?? DEFAULT_BACKGROUND;
  // Dark text on a light background, light text on a dark one: whichever contrasts more (WCAG).
  const dark = textOn(background) !== '#ffffff';
  const onBg = dark ? '#1f2937' : '#f9fafb';
  return {
    '--accent': accent,
    '--on-accent': textOn(accent),
    '--bg': background,
    '--on-bg': onBg,
    '--on-bg-muted': mutedOn(background, dark ? DARK_MUTED : LIGHT_MUTED, onBg),
  } as CSSProperties;
}
