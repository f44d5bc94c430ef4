import type { Banner, BasicCampaign } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageUrl, imageWidthSet } from '../../lib/images';

/** `textInImage`: the picture carries its own words; else the title is written over it (decision 217). */
type Slide = { key: string; title: string; image: string; base: string; href: string; textInImage: boolean };

function bannerHref(b: Banner): string {
  if (b.item_slug) return `/product/${b.item_slug}`;
  if (b.store_slug) return `/stores/${b.store_slug}`;
  return b.link ?? '/deals';
}

/**
 * Campaigns and banners as a swipeable strip (CSS scroll-snap: works without scripts, keyboard
 * scrolls it, no carousel library needed). On a right-to-left page the strip starts at the right and
 * scrolls leftwards on its own: the browser mirrors an overflow row with `dir="rtl"`.
 *
 * A picture without words gets its title written over its free half, in the page's language, with a
 * call to action; on a right-to-left page the picture is mirrored so that half is on the right, where
 * the text starts. A picture with its own words is shown as it is, its title as its alternative text.
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
        textInImage: c.text_in_image,
      })),
    ...props.banners.map((b) => ({
      key: `b${b.id}`,
      title: b.title,
      image: b.image,
      base: props.bannerBase,
      href: bannerHref(b),
      textInImage: b.text_in_image,
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
          className="relative block w-[88%] shrink-0 snap-start overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5 tablet:w-[calc(50%-0.5rem)]"
          data-testid="banner-slide"
        >
          <img
            src={imageUrl(s.base, s.image, 768)}
            srcSet={imageWidthSet(s.base, s.image)}
            sizes="(min-width: 768px) 50vw, 88vw"
            alt={s.textInImage ? s.title : ''}
            width={768}
            height={256}
            loading={i < 2 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            className={`aspect-[3/1] w-full object-cover${s.textInImage ? '' : ' rtl:-scale-x-100'}`}
          />
          {!s.textInImage && (
            <span className="absolute inset-y-0 start-0 flex w-3/5 flex-col items-start justify-center gap-2 px-4 tablet:gap-3 tablet:px-6">
              <span
                className="line-clamp-2 font-display text-lg font-extrabold leading-tight text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.35)] tablet:text-2xl desktop:text-3xl"
                data-testid="banner-title"
              >
                {s.title}
              </span>
              <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-900 shadow-sm tablet:px-4 tablet:py-1.5 tablet:text-sm">
                {t('home.shop_now')}
              </span>
            </span>
          )}
        </Link>
      ))}
    </section>
  );
}
