import type { CSSProperties } from 'react';
import { DEFAULT_ACCENT, DEFAULT_BACKGROUND, textOn } from '../../domain/booking-page/colors';

/** The page's colours as CSS variables: accent for buttons and links, background behind the cards. */
export function brandingStyle(
  branding: { accentColor: string | null; backgroundColor: string | null } | null,
) {
  const accent = branding?.accentColor ?? DEFAULT_ACCENT;
  const background = branding?.backgroundColor ?? DEFAULT_BACKGROUND;
  // Dark text on a light background, light text on a dark one: whichever contrasts more (WCAG).
  const dark = textOn(background) !== '#ffffff';
  return {
    '--accent': accent,
    '--on-accent': textOn(accent),
    '--bg': background,
    '--on-bg': dark ? '#1f2937' : '#f9fafb',
    '--on-bg-muted': dark ? '#6b7280' : '#d1d5db',
  } as CSSProperties;
}
