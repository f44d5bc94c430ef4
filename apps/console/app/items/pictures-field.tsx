import { MAX_IMAGE_BYTES, MAX_IMAGES, MAX_ITEM_PICTURES } from '@bazaar/domain';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../lib/i18n';

/** An item's pictures while the seller edits: stored ones (kept, in order) and files to upload. */
export type Picture = { kind: 'stored'; name: string } | { kind: 'new'; file: File; key: string };

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const storedUrl = (name: string) => `/storage/item/${encodeURIComponent(name)}?w=320`;

/** A preview address for each new file while it is shown (blob: addresses, allowed by the page's CSP). */
function usePreviews(pictures: readonly Picture[]) {
  const files = useMemo(() => pictures.flatMap((p) => (p.kind === 'new' ? [p] : [])), [pictures]);
  const [urls, setUrls] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const made = new Map(files.map((p) => [p.key, URL.createObjectURL(p.file)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * The item's pictures (at most 6; at most 3 new ones a save, 2 MB each, JPEG, PNG or WebP: the API's
 * limits, told before anything is sent): previews, remove, and moving one earlier or later. The first
 * is the main picture. New files follow the stored ones (the API puts kept pictures first), so a move
 * stays within its kind.
 */
export function PicturesField({
  pictures,
  onChange,
  error,
}: {
  pictures: Picture[];
  onChange: (next: Picture[]) => void;
  error: string | null;
}) {
  const t = useT();
  const id = useId();
  const previews = usePreviews(pictures);
  const [problem, setProblem] = useState<string | null>(null);
  const added = pictures.filter((p) => p.kind === 'new').length;
  const room = Math.min(MAX_ITEM_PICTURES - pictures.length, MAX_IMAGES - added);

  const add = (list: FileList | null) => {
    const files = [...(list ?? [])];
    setProblem(null);
    if (files.some((f) => !TYPES.includes(f.type))) return setProblem(t('validation.image_type'));
    if (files.some((f) => f.size > MAX_IMAGE_BYTES))
      return setProblem(t('validation.image_too_large', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }));
    if (files.length > room) return setProblem(t('console.pictures_room', { n: Math.max(room, 0) }));
    const stamp = Date.now();
    onChange([
      ...pictures,
      ...files.map((file, i) => ({ kind: 'new' as const, file, key: `${stamp}-${i}-${file.name}` })),
    ]);
  };
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [picked] = next.splice(from, 1);
    if (picked) next.splice(to, 0, picked);
    onChange(next);
  };
  const canMove = (from: number, to: number) => pictures[to]?.kind === pictures[from]?.kind;
  const shown = problem ?? error;

  return (
    <div className="space-y-3" data-testid="item-pictures">
      <ol className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-6">
        {pictures.map((picture, i) => {
          const key = picture.kind === 'stored' ? picture.name : picture.key;
          const src = picture.kind === 'stored' ? storedUrl(picture.name) : previews.get(picture.key);
          const label = t('console.picture_n', { n: i + 1 });
          return (
            <li key={key} className="space-y-1" data-testid="item-picture">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                {src && <img src={src} alt={label} className="size-full object-cover" />}
                {i === 0 && (
                  <span className="absolute start-1 top-1 rounded bg-brand-600 px-1.5 text-xs font-semibold text-white">
                    {t('console.main_picture')}
                  </span>
                )}
              </div>
              <div className="flex justify-between gap-1">
                <button
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={!canMove(i, i - 1)}
                  aria-label={t('console.picture_earlier', { n: i + 1 })}
                  className="grid size-9 place-items-center rounded ring-1 ring-slate-300 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                </button>
                <button
                  type="button"
                  onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                  aria-label={t('console.picture_remove', { n: i + 1 })}
                  className="grid size-9 place-items-center rounded text-red-700 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-red-700"
                  data-testid={`picture-remove-${i}`}
                >
                  <X aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={!canMove(i, i + 1)}
                  aria-label={t('console.picture_later', { n: i + 1 })}
                  className="grid size-9 place-items-center rounded ring-1 ring-slate-300 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {room > 0 && (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-700 ring-brand-600 has-[:focus-visible]:ring-2">
          <input
            id={id}
            type="file"
            multiple
            accept={TYPES.join(',')}
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            className="sr-only"
            data-testid="item-pictures-input"
          />
          <ImagePlus aria-hidden className="size-4" />
          {t('console.add_pictures')}
        </label>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('console.pictures_hint', { max: MAX_ITEM_PICTURES, per: MAX_IMAGES })}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
