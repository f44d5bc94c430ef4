import type { Banner, BasicCampaign } from '@bazaar/contract';
import { t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  title: 'موبائل مینیا',
  type: 'default',
  image: 'mobile-mania.svg',
  link: null,
  store_id: null,
  store_slug: null,
  item_id: null,
  item_slug: null,
  zone_id: null,
  module_id: null,
  text_in_image: false,
  ...over,
});
const campaign: BasicCampaign = {
  id: 7,
  title: 'آزادی سیل',
  slug: 'azadi-sale',
  description: null,
  image: 'azadi-sale.svg',
  start_date: '2026-11-20',
  end_date: '2026-12-20',
  stores_count: 6,
  text_in_image: false,
};

function render(banners: Banner[], campaigns: BasicCampaign[] = []) {
  const strip = <BannerCarousel banners={banners} campaigns={campaigns} bannerBase="/b" campaignBase="/c" />;
  const Stub = createRoutesStub([{ path: '/', Component: () => strip }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const slides = (html: string) => html.split('data-testid="banner-slide"').slice(1);

describe('the home page’s banners (decision 217)', () => {
  it('writes the title of a picture without words over it, with a call to action, in the page’s language', () => {
    const [slide] = slides(render([banner({})]));
    expect(slide).toContain('data-testid="banner-title"');
    expect(slide).toContain('موبائل مینیا');
    expect(slide).toContain(t('home.shop_now'));
    // The words are on the page, so the picture is decoration; mirrored on a right-to-left page.
    expect(slide).toMatch(/<img[^>]*alt=""/);
    expect(slide).toContain('rtl:-scale-x-100');
  });

  it('shows a picture with its own words as it is, its title as its alternative text', () => {
    const [slide] = slides(render([banner({ title: 'Eid Sale', text_in_image: true })]));
    expect(slide).not.toContain('data-testid="banner-title"');
    expect(slide).not.toContain(t('home.shop_now'));
    expect(slide).toMatch(/<img[^>]*alt="Eid Sale"/);
    expect(slide).not.toContain('rtl:-scale-x-100');
  });

  it('titles campaigns first, then banners, each linking where it leads', () => {
    const html = render([banner({ item_slug: 'realme-c67' })], [campaign]);
    const [first, second] = slides(html);
    expect(first).toContain('آزادی سیل');
    expect(first).toContain('href="/basic-campaign/7"');
    expect(second).toContain('موبائل مینیا');
    expect(second).toContain('href="/product/realme-c67"');
  });

  it('renders nothing without banners or campaigns', () => {
    expect(render([])).not.toContain('banner-carousel');
  });
});
