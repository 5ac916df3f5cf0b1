import { describe, expect, it } from 'vitest';
import { pageSitemapUrls, robotsTxt, sitemapXml } from './sitemap';

const page = {
  id: 'p1',
  slug: 'ada',
  hasTerms: true,
  hasPrivacy: false,
  serviceIds: ['s1'],
  seriesIds: ['r1'],
  packageIds: ['k1'],
};

describe('sitemap.xml and robots.txt (issue 19)', () => {
  it("lists a page's addresses from where it is served: under /{slug}, or at a domain's root", () => {
    expect(pageSitemapUrls(page, { page: 'https://app.example/ada', root: 'https://app.example' })).toEqual([
      'https://app.example/ada',
      'https://app.example/ada/s1',
      'https://app.example/ada/terms',
      'https://app.example/series/r1',
      'https://app.example/packages/k1',
    ]);
    expect(pageSitemapUrls(page, { page: 'https://ada.example', root: 'https://ada.example' })[1]).toBe(
      'https://ada.example/s1',
    );
  });

  it('escapes addresses in the XML', () => {
    expect(sitemapXml(['https://a.example/?a=1&b=2'])).toContain('<loc>https://a.example/?a=1&amp;b=2</loc>');
  });

  it('names the sitemap, keeps private screens out, and shuts a noIndex host', () => {
    const open = robotsTxt({ sitemapUrl: 'https://app.example/sitemap.xml' });
    expect(open).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(open).toContain('Disallow: /booking/\n');
    expect(open).toContain('Sitemap: https://app.example/sitemap.xml\n');
    expect(robotsTxt({ sitemapUrl: 'https://ada.example/sitemap.xml', noIndex: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
