import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_NAMES, BLOG_TEXTS } from './blog-texts';
import { BANNERS, BLOG_CATEGORIES, BLOGS, CAMPAIGNS } from './marketing';
import { BANNER_TITLES, CAMPAIGN_TEXTS, flashDealTexts } from './marketing-names';

const arabicScript = /[\u0600-\u06FF]/;

describe('the demo banners, campaigns and blog in the market’s languages (decision 217)', () => {
  it.each(BANNERS.map((b) => b.title))('banner %s is titled in Urdu, Arabic and Spanish', (title) => {
    const texts = BANNER_TITLES[title];
    expect(texts?.ur.title).toMatch(arabicScript);
    expect(texts?.ar.title).toMatch(arabicScript);
    expect(texts?.sp.title.trim()).not.toBe('');
    expect(texts?.sp.title).not.toBe(title);
  });

  it.each(CAMPAIGNS.map((c) => c.title))('campaign %s is titled and described in Urdu, Arabic and Spanish', (title) => {
    const texts = CAMPAIGN_TEXTS[title];
    for (const locale of ['ur', 'ar'] as const) {
      expect(texts?.[locale].title).toMatch(arabicScript);
      expect(texts?.[locale].description).toMatch(arabicScript);
    }
    expect(texts?.sp.title.trim()).not.toBe('');
    expect(texts?.sp.description.trim()).not.toBe('');
  });

  it.each(BLOGS.map((b) => b.title))('blog post %s is written in Urdu, Arabic and Spanish', (title) => {
    const texts = BLOG_TEXTS[title];
    const english = BLOGS.find((b) => b.title === title)!;
    for (const locale of ['ur', 'ar'] as const)
      for (const field of ['title', 'excerpt', 'body'] as const) expect(texts?.[locale][field]).toMatch(arabicScript);
    expect(texts?.sp.title).not.toBe(english.title);
    expect(texts?.sp.body).not.toBe(english.body);
    // As many paragraphs as the English post: the page renders each as its own.
    for (const locale of ['ur', 'ar', 'sp'] as const)
      expect(texts?.[locale].body.split('\n\n')).toHaveLength(english.body.split('\n\n').length);
  });

  it('a flash deal keeps its item’s name as written and says the rest in each language', () => {
    const deal = flashDealTexts('Vivo Y36');
    expect(deal.en).toEqual({ title: 'Vivo Y36 — flash deal', description: 'Limited stock at a flash-deal price.' });
    for (const locale of ['ur', 'ar'] as const) {
      expect(deal.translations[locale].title).toMatch(/^Vivo Y36 — [\u0600-\u06FF]/);
      expect(deal.translations[locale].description).toMatch(arabicScript);
    }
    expect(deal.translations.sp.title).toBe('Vivo Y36 — oferta flash');
  });

  it.each(BLOG_CATEGORIES)('blog category %s is named in Urdu, Arabic and Spanish', (name) => {
    expect(BLOG_CATEGORY_NAMES[name]?.ur).toMatch(arabicScript);
    expect(BLOG_CATEGORY_NAMES[name]?.ar).toMatch(arabicScript);
    expect(BLOG_CATEGORY_NAMES[name]?.sp.trim()).not.toBe('');
  });

  it('names no banner, campaign, post or blog category the demo market does not have', () => {
    expect(Object.keys(BANNER_TITLES).filter((t) => !BANNERS.some((b) => b.title === t))).toEqual([]);
    expect(Object.keys(CAMPAIGN_TEXTS).filter((t) => !CAMPAIGNS.some((c) => c.title === t))).toEqual([]);
    expect(Object.keys(BLOG_TEXTS).filter((t) => !BLOGS.some((b) => b.title === t))).toEqual([]);
    expect(Object.keys(BLOG_CATEGORY_NAMES).filter((n) => !BLOG_CATEGORIES.includes(n))).toEqual([]);
  });
});
