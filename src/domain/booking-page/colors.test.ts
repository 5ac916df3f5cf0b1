import { describe, expect, it } from 'vitest';
import { brandingInput } from './branding-input';
import { COLOR_FORMAT_MESSAGE, contrastRatio, readableText, textOn } from './colors';

describe('booking page colours (spec doc 2 §5 Colors)', () => {
  it("takes '#hex' with 3 or 6 digits, or nothing, and refuses the rest with the spec's message", () => {
    for (const ok of ['#fff', '#FFF', '#0b7285', ' #0B7285 ', ''])
      expect(brandingInput.safeParse({ accentColor: ok, backgroundColor: '' }).success, ok).toBe(true);
    for (const bad of ['fff', '#ff', '#ffff', '#12345', '#1234567', '#ggg', 'red', '#0b7285 x']) {
      const parsed = brandingInput.safeParse({ accentColor: bad, backgroundColor: '' });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(COLOR_FORMAT_MESSAGE);
    }
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('puts dark text on light colours and white text on dark ones, and knows when neither reads well', () => {
    expect(textOn('#ffd43b')).toBe('#111827');
    expect(textOn('#0b7285')).toBe('#ffffff');
    expect(textOn('#f6f7f9')).toBe('#111827');
    expect(readableText('#3b5bdb')).toBe(true);
    // A mid grey: white reads at 4.3:1 and dark text at 4.1:1, both under AA's 4.5:1.
    expect(readableText('#7a7a7a')).toBe(false);
  });
});
