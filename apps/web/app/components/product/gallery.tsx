import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { imageUrl, imageWidthSet } from '../../lib/images';

/** The item's photos: one large (eager, it is the page's largest paint) and thumbnails to switch. */
export function Gallery({ name, files, base }: { name: string; files: string[]; base: string }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const current = files[shown] ?? files[0];
  return (
    <div data-testid="gallery">
      <div className="aspect-square overflow-hidden rounded-2xl border border-slate-100 bg-slate-50">
        {current && (
          <img
            src={imageUrl(base, current, 640)}
            srcSet={imageWidthSet(base, current)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={name}
            width={640}
            height={640}
            fetchPriority="high"
            className="size-full object-contain"
          />
        )}
      </div>
      {files.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {files.map((file, i) => (
            <li key={file} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('product.image_n', { name, n: i + 1 })}
                aria-pressed={i === shown}
                className="block size-16 overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand-600"
              >
                <img
                  src={imageUrl(base, file, 320)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
