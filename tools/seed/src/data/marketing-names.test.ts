import { describe, expect, it } from 'vitest';
import { BANNERS, CAMPAIGNS } from './marketing';
import { BANNER_TITLES, CAMPAIGN_TEXTS } from './marketing-names';

const arabicScript = /[\u0600-\u06FF]/;

describe('the demo banners and campaigns in the market’s languages (decision 217)', () => {
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

  it('names no banner or campaign the demo market does not have', () => {
    expect(Object.keys(BANNER_TITLES).filter((t) => !BANNERS.some((b) => b.title === t))).toEqual([]);
    expect(Object.keys(CAMPAIGN_TEXTS).filter((t) => !CAMPAIGNS.some((c) => c.title === t))).toEqual([]);
  });
});
