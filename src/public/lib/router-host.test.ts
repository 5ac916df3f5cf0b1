import { describe, expect, it } from 'vitest';
import { matchRoute, pageHref } from './router';

// On a booking page's own domain (issue 19, ADR 054) the page is at the root.
describe('matchRoute on a custom domain', () => {
  it('reads the root as the page and one segment as something on it', () => {
    expect(matchRoute('/', '', 'ada')).toEqual({ name: 'page', slug: 'ada' });
    expect(matchRoute('/svc123', '', 'ada')).toEqual({ name: 'service', slug: 'ada', serviceId: 'svc123' });
  });

  it('keeps sessions, series, packages and bookings at their own paths', () => {
    expect(matchRoute('/sessions/s1', '', 'ada')).toEqual({ name: 'group-session', sessionId: 's1' });
    expect(matchRoute('/series/r1', '', 'ada')).toEqual({ name: 'series', seriesId: 'r1' });
    expect(matchRoute('/packages/p1', '', 'ada')).toEqual({ name: 'package', id: 'p1' });
    expect(matchRoute('/booking/tok', '', 'ada')).toEqual({ name: 'booking', token: 'tok' });
  });

  it('is unchanged on our own host', () => {
    expect(matchRoute('/', '', null)).toEqual({ name: 'not-found' });
    expect(matchRoute('/ada', '', null)).toEqual({ name: 'page', slug: 'ada' });
  });
});

describe('pageHref', () => {
  it('links a page and its services at the root of its own domain, under its slug elsewhere', () => {
    expect(pageHref('ada', '', 'ada')).toBe('/');
    expect(pageHref('ada', '/svc123', 'ada')).toBe('/svc123');
    expect(pageHref('ada', '', null)).toBe('/ada');
    expect(pageHref('ada', '/svc123', 'bob')).toBe('/ada/svc123');
  });
});
