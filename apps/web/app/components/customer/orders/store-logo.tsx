import { Store } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../../lib/chrome-data';
import { imageSrcSet, imageUrl } from '../../../lib/images';

/** A store's logo as a round picture (a shop icon without one); decorative next to the store's name. */
export function StoreLogo({ logo, size = 40 }: { logo: string | null; size?: number }) {
  const base = useRouteLoaderData<ChromeData>('routes/guest-layout')?.config.base_urls.store_image_url;
  if (!logo || !base) {
    return (
      <span
        className="grid shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
        style={{ width: size, height: size }}
      >
        <Store className="size-5" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={imageUrl(base, logo, 320)}
      srcSet={imageSrcSet(base, logo, 320)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full border border-slate-200 bg-white object-cover"
      style={{ width: size, height: size }}
    />
  );
}
