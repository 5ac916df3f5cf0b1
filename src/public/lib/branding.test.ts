import { describe, expect, it } from 'vitest';
import { brandingStyle } from './branding';

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
