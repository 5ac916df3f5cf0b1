import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../domain/booking-page/colors';
import { accentText, brandingStyle } from './branding';

describe('brandingStyle', () => {
  it('uses the defaults without branding', () => {
    expect(brandingStyle(null)).toMatchObject({
      '--accent': '#3b5bdb',
      '--on-accent': '#ffffff',
      '--bg': '#f6f7f9',
    });
  });

  it('puts dark text on a light accent and light text on a dark background', () => {
    expect(brandingStyle({ accentColor: '#ffd43b', backgroundColor: '#111' })).toMatchObject({
      '--accent': '#ffd43b',
      '--on-accent': '#111827',
      '--bg': '#111',
      '--on-bg': '#f9fafb',
    });
  });
});

describe('muted text on the background', () => {
  it('keeps the soft grey where it reads and darkens it on a tinted background', () => {
    expect(brandingStyle(null)['--on-bg-muted' as never]).toBe('#6b7280');
    // #6b7280 on this pale indigo is 3.8:1, under AA's 4.5.
    expect(
      brandingStyle({ accentColor: '#0b7285', backgroundColor: '#dbe4ff' })['--on-bg-muted' as never],
    ).toBe('#4b5563');
    expect(
      brandingStyle({ accentColor: '#0b7285', backgroundColor: '#1a1b2e' })['--on-bg-muted' as never],
    ).toBe('#d1d5db');
  });
});

describe('the accent as text on the cards', () => {
  it('keeps a dark enough accent and darkens a light one until it reads at AA', () => {
    expect(accentText('#3b5bdb')).toBe('#3b5bdb');
    const yellow = accentText('#ffd43b');
    expect(yellow).not.toBe('#ffd43b');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brandingStyle({ accentColor: '#ffd43b', backgroundColor: null })['--accent-text' as never]).toBe(
      yellow,
    );
  });
});
