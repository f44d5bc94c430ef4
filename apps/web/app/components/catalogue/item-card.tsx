import type { Item } from '@bazaar/contract';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { discountedUnitPrice } from '../../lib/price';
import { useMoney } from '../../lib/use-money';

export function ItemCard({ item, imageBase }: { item: Item; imageBase: string }) {
  const money = useMoney();
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
          loading="lazy"
          width={320}
          height={320}
          className="size-full object-cover"
        />
        {off && (
          <span className="absolute left-2 top-2 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            {item.discount_type === 'percent' ? `${item.discount}% OFF` : `${money(item.discount)} OFF`}
          </span>
        )}
        {item.stock === 0 && (
          <span className="absolute inset-x-0 bottom-0 bg-slate-900/70 py-1 text-center text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-3">
        <Link
          to={`/stores/${item.store_slug}`}
          className="truncate text-xs text-slate-500 hover:text-brand-600"
        >
          {item.store_name}
        </Link>
        <Link
          to={`/product/${item.slug}`}
          className="mt-0.5 line-clamp-2 text-sm font-medium text-slate-800 hover:text-brand-700"
        >
          {item.name}
        </Link>
        {item.rating_count > 0 && (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <Star className="size-3.5 fill-accent-400 text-accent-400" /> {item.avg_rating.toFixed(1)} (
            {item.rating_count})
          </p>
        )}
        <p className="mt-auto pt-2">
          <span className="font-display text-base font-bold text-brand-700">{money(finalPrice)}</span>
          {off && <span className="ml-2 text-xs text-slate-400 line-through">{money(item.price)}</span>}
        </p>
      </div>
    </article>
  );
}

export function ItemGrid({ items, imageBase }: { items: Item[]; imageBase: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} imageBase={imageBase} />
      ))}
    </div>
  );
}
