import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageMeta, seoEntry } from './page-meta';

const chrome = (locale: string, pages_seo: string) => ({
  id: 'routes/guest-layout',
  data: { locale, config: { business_name: 'Bazaar', pages_seo } },
});

describe('seoEntry', () => {
  it('reads a page entry and ignores broken JSON', () => {
    expect(seoEntry('{"deals":{"title":"Hot deals","description":"Cheap"}}', 'deals')).toEqual({
      title: 'Hot deals',
      description: 'Cheap',
    });
    expect(seoEntry('{"deals":1}', 'deals')).toEqual({});
    expect(seoEntry('not json', 'deals')).toEqual({});
  });
});

describe('pageMeta', () => {
  const seo = '{"deals":{"title":"Hot deals — Bazaar"}}';
  it('uses pages_seo in English, the catalogue title otherwise, and links the canonical', () => {
    const en = pageMeta([chrome('en', seo)], {
      title: 'Deals',
      description: 'd',
      seoKey: 'deals',
      canonical: 'http://x/deals',
    });
    expect(en).toContainEqual({ title: 'Hot deals — Bazaar' });
    expect(en).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://x/deals' });
    const ur = pageMeta([chrome('ur', seo)], { title: 'ڈیلز', description: 'd', seoKey: 'deals' });
    expect(ur).toContainEqual({ title: 'ڈیلز — Bazaar' });
  });
});

describe('canonicalUrl', () => {
  it('keeps only the named parameters and drops page 1', () => {
    const req = (u: string) => new Request(u);
    expect(canonicalUrl(req('http://shop.pk/deals?page=1&sort=rating'))).toBe('http://shop.pk/deals');
    expect(canonicalUrl(req('http://shop.pk/deals?page=3&sort=rating'))).toBe('http://shop.pk/deals?page=3');
    expect(canonicalUrl(req('http://shop.pk/deals?page=99999'), ['page'], 500)).toBe(
      'http://shop.pk/deals?page=500',
    );
    expect(canonicalUrl(req('http://shop.pk/search?query=tea&x=1'), ['query'])).toBe(
      'http://shop.pk/search?query=tea',
    );
  });
});
