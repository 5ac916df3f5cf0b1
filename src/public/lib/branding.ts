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

const hex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const channels = (color: string) => {
  const h = color.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
};

/**
 * The accent as text on the cards (white, or tinted with up to 12% of the accent): the accent
 * itself when it reads there (WCAG AA), else darkened step by step until it does (issue 19: a
 * yellow accent made unreadable links and times).
 */
export function accentText(accent: string): string {
  const rgb = channels(accent);
  const tint = hex(rgb.map((v) => v * 0.12 + 255 * 0.88));
  for (let share = 1; share > 0; share -= 0.05) {
    const candidate = hex(rgb.map((v) => v * share));
    if (contrastRatio(candidate, tint) >= AA_CONTRAST) return candidate;
  }
  return '#000000';
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
    '--accent-text': accentText(accent),
    '--bg': background,
    '--on-bg': onBg,
    '--on-bg-muted': mutedOn(background, dark ? DARK_MUTED : LIGHT_MUTED, onBg),
  } as CSSProperties;
}
