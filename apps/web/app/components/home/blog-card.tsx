import type { Blog } from '@bazaar/contract';
import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '../../lib/images';

export function BlogCard({ blog, imageBase }: { blog: Blog; imageBase: string }) {
  return (
    <Link
      to={`/blogs/${blog.slug}`}
      className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-100 hover:shadow-md"
      data-testid="blog-card"
    >
      <img
        src={imageUrl(imageBase, blog.image, 640)}
        srcSet={imageSrcSet(imageBase, blog.image, 640)}
        alt=""
        width={640}
        height={336}
        loading="lazy"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="p-4">
        {blog.category && (
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{blog.category.name}</p>
        )}
        <p className="bidi-plain mt-1 line-clamp-2 font-semibold text-slate-800 group-hover:text-brand-700">
          {blog.title}
        </p>
        {blog.excerpt && (
          <p className="bidi-plain mt-1 line-clamp-2 text-sm text-slate-500">{blog.excerpt}</p>
        )}
      </div>
    </Link>
  );
}
