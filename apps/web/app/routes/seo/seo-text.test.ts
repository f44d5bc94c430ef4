import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-text';

describe('sitemapXml', () => {
  it('lists absolute addresses on the origin, once each, escaped', () => {
    const xml = sitemapXml('https://bazaar.pk', ['/', '/stores', '/stores', '/search?query=a&b']);
    expect(xml).toContain('<loc>https://bazaar.pk/</loc>');
    expect(xml.match(/<loc>https:\/\/bazaar\.pk\/stores<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://bazaar.pk/search?query=a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of private pages and names the sitemap', () => {
    const text = robotsTxt('http://127.0.0.1:3000');
    for (const p of ['/customer', '/checkout', '/cart', '/auth', '/api'])
      expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
  });
});
