import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';

describe('matchRoute', () => {
  it('reads the public screens from the path', () => {
    expect(matchRoute('/ada-lovelace')).toEqual({ name: 'page', slug: 'ada-lovelace' });
    expect(matchRoute('/ada-lovelace/')).toEqual({ name: 'page', slug: 'ada-lovelace' });
    expect(matchRoute('/ada-lovelace/svc1')).toEqual({
      name: 'service',
      slug: 'ada-lovelace',
      serviceId: 'svc1',
    });
    expect(matchRoute('/booking/tok%2Fen')).toEqual({ name: 'booking', token: 'tok/en' });
    expect(matchRoute('/sessions/ses1')).toEqual({ name: 'group-session', sessionId: 'ses1' });
    expect(matchRoute('/series/ser1/')).toEqual({ name: 'series', seriesId: 'ser1' });
  });

  it("reads a page's terms and privacy policy (issue 19)", () => {
    expect(matchRoute('/ada-lovelace/terms')).toEqual({
      name: 'policy',
      slug: 'ada-lovelace',
      kind: 'terms',
    });
    expect(matchRoute('/ada-lovelace/privacy')).toEqual({
      name: 'policy',
      slug: 'ada-lovelace',
      kind: 'privacy',
    });
    expect(matchRoute('/ada-lovelace/terms/x')).toEqual({ name: 'not-found' });
  });

  it('reads the package page and the use page with its query', () => {
    expect(matchRoute('/packages/pkg1')).toEqual({ name: 'package', id: 'pkg1' });
    expect(matchRoute('/packages/installments/i1.mac')).toEqual({ name: 'installment-pay', token: 'i1.mac' });
    expect(matchRoute('/packages/use', '?packageId=bp1&token=a-b_c')).toEqual({
      name: 'package-use',
      bookedPackageId: 'bp1',
      token: 'a-b_c',
    });
    expect(matchRoute('/packages/use', '?packageId=bp1')).toEqual({
      name: 'package-use',
      bookedPackageId: 'bp1',
      token: null,
    });
  });

  it('answers not found for anything else', () => {
    expect(matchRoute('/')).toEqual({ name: 'not-found' });
    expect(matchRoute('/a/b/c')).toEqual({ name: 'not-found' });
    expect(matchRoute('/sessions/a/b')).toEqual({ name: 'not-found' });
  });
});
