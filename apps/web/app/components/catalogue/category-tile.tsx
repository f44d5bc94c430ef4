import type { Category } from '@bazaar/contract';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/images';
import { categoryHref } from '../layout/category-strip';

export function CategoryTile({
  category,
  imageBase,
}: {
  category: Pick<Category, 'slug' | 'name' | 'image'>;
  imageBase: string;
}) {
  return (
    <Link
      to={categoryHref(category)}
      className="group flex flex-col items-center gap-2 text-center"
      data-testid="category-tile"
    >
      <span className="grid size-20 place-items-center overflow-hidden rounded-full bg-brand-50 ring-brand-500 transition group-hover:ring-2 desktop:size-24">
        <img
          src={imageUrl(imageBase, category.image, 320)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-full object-cover"
        />
      </span>
      <span className="line-clamp-2 text-xs font-medium text-slate-700 group-hover:text-brand-700 desktop:text-sm">
        {category.name}
      </span>
    </Link>
  );
}
