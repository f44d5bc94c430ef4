import type { Banner, BasicCampaign } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageUrl, imageWidthSet } from '../../lib/images';

type Slide = { key: string; title: string; image: string; base: string; href: string };

function bannerHref(b: Banner): string {
  if (b.item_slug) return `/product/${b.item_slug}`;
  if (b.store_slug) return `/stores/${b.store_slug}`;
  return b.link ?? '/deals';
}

/**
 * Campaigns and banners as a swipeable strip (CSS scroll-snap: works without scripts, keyboard
 * scrolls it, no carousel library needed). On a right-to-left page the strip starts at the right and
 * scrolls leftwards on its own: the browser mirrors an overflow row with `dir="rtl"`.
 */
export function BannerCarousel(props: {
  banners: Banner[];
  campaigns: BasicCampaign[];
  bannerBase: string;
  campaignBase: string;
}) {
  const t = useT();
  const slides: Slide[] = [
    ...props.campaigns
      .filter((c) => c.image)
      .map((c) => ({
        key: `c${c.id}`,
        title: c.title,
        image: c.image!,
        base: props.campaignBase,
        href: `/basic-campaign/${c.id}`,
      })),
    ...props.banners.map((b) => ({
      key: `b${b.id}`,
      title: b.title,
      image: b.image,
      base: props.bannerBase,
      href: bannerHref(b),
    })),
  ];
  if (slides.length === 0) return null;
  return (
    <section
      className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
      data-testid="banner-carousel"
      aria-label={t('home.offers')}
    >
      {slides.map((s, i) => (
        <Link
          key={s.key}
          to={s.href}
          className="block w-[88%] shrink-0 snap-start overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 tablet:w-[calc(50%-0.5rem)]"
        >
          <img
            src={imageUrl(s.base, s.image, 768)}
            srcSet={imageWidthSet(s.base, s.image)}
            sizes="(min-width: 768px) 50vw, 88vw"
            alt={s.title}
            width={768}
            height={256}
            loading={i < 2 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            className="aspect-[3/1] w-full object-cover"
          />
        </Link>
      ))}
    </section>
  );
}
