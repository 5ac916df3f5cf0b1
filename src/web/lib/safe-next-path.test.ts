import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('returns to a path on this site', () => {
    expect(safeNextPath('/dashboard/home/sessions?tab=1')).toBe('/dashboard/home/sessions?tab=1');
  });

  it('refuses other origins and falls back to the dashboard', () => {
    expect(safeNextPath('https://evil.example')).toBe('/dashboard/home');
    expect(safeNextPath('//evil.example')).toBe('/dashboard/home');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard/home');
    expect(safeNextPath(null)).toBe('/dashboard/home');
    // The URL parser drops the tab, which would leave //evil.example.
    expect(safeNextPath('/\t/evil.example')).toBe('/dashboard/home');
    expect(safeNextPath('/%09/evil.example')).toBe('/%09/evil.example');
  });

  it('round-trips through the login link', () => {
    const next = new URL(loginPathFor('/dashboard/home?verified=1'), 'http://x').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/dashboard/home?verified=1');
  });
});
