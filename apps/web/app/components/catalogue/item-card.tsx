import type { Item } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { discountedUnitPrice } from '../../lib/price';
import { useMoney } from '../../lib/use-money';
import { RatingStar } from './rating-star';

/** What a card shows of an item: all a list page needs to send of it for hydration. */
export type CardItem = Pick<
  Item,
  | 'id'
  | 'name'
  | 'slug'
  | 'image'
  | 'price'
  | 'discount'
  | 'discount_type'
  | 'stock'
  | 'store_name'
  | 'store_slug'
  | 'avg_rating'
  | 'rating_count'
>;

/**
 * An item cut down to its card (no description, gallery, variations, measures…): a loader whose items
 * only ever appear as cards returns these, so the page's HTML does not carry every item twice in full.
 */
export function cardItem(item: CardItem): CardItem {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    image: item.image,
    price: item.price,
    discount: item.discount,
    discount_type: item.discount_type,
    stock: item.stock,
    store_name: item.store_name,
    store_slug: item.store_slug,
    avg_rating: item.avg_rating,
    rating_count: item.rating_count,
  };
}

/** `eager`: the card is in the first screenful, so its image may be the page's largest paint: fetched first, not lazily. */
export function ItemCard({
  item,
  imageBase,
  eager = false,
}: {
  item: CardItem;
  imageBase: string;
  eager?: boolean;
}) {
  const money = useMoney();
  const t = useT();
  const finalPrice = discountedUnitPrice(item);
  const off = item.discount > 0 && finalPrice < item.price;
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="item-card"
    >
      <Link to={`/product/${item.slug}`} className="relative block aspect-square bg-slate-50">
        <img
          src={imageUrl(imageBase, item.image, 320)}
          srcSet={imageSrcSet(imageBase, item.image, 320)}
          alt={item.name}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          width={320}
          height={320}
          className="size-full object-cover"
        />
        {off && (
          <span className="absolute start-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            {t('product.off', {
              // One left-to-right island, like prices: '10%' never turns into '%10' in Arabic or Urdu.
              value:
                item.discount_type === 'percent' ? `\u2066${item.discount}%\u2069` : money(item.discount),
            })}
          </span>
        )}
        {item.stock === 0 && (
          <span className="absolute inset-x-0 bottom-0 bg-slate-900/70 py-1 text-center text-xs font-semibold text-white">
            {t('stock.out_of_stock')}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-3">
        <Link
          to={`/stores/${item.store_slug}`}
          className="bidi-plain truncate text-xs text-slate-500 hover:text-brand-600"
        >
          {item.store_name}
        </Link>
        <Link
          to={`/product/${item.slug}`}
          className="bidi-plain mt-0.5 line-clamp-2 text-sm font-medium text-slate-800 hover:text-brand-700"
        >
          {item.name}
        </Link>
        {item.rating_count > 0 && (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <RatingStar />
            <span className="sr-only">
              {t('card.item_rating', { rating: item.avg_rating.toFixed(1), count: item.rating_count })}
            </span>
            <span aria-hidden>
              {item.avg_rating.toFixed(1)} ({item.rating_count})
            </span>
          </p>
        )}
        <p className="mt-auto pt-2">
          <span className="font-display text-base font-bold text-brand-700">{money(finalPrice)}</span>
          {off && <span className="ms-2 text-xs text-slate-500 line-through">{money(item.price)}</span>}
        </p>
      </div>
    </article>
  );
}

/** `eagerFirst`: how many cards open the page (the first row on a phone), their images loaded first. */
export function ItemGrid({
  items,
  imageBase,
  eagerFirst = 0,
}: {
  items: CardItem[];
  imageBase: string;
  eagerFirst?: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
      {items.map((item, i) => (
        <ItemCard key={item.id} item={item} imageBase={imageBase} eager={i < eagerFirst} />
      ))}
    </div>
  );
}
