import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@bazaar/domain';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { addImages, IMAGE_ACCEPT } from '../../lib/image-files';

type Preview = { file: File; url: string };

/**
 * Up to 3 photos with previews and a remove button each (a review's, a refund request's), posted under
 * `name`. The chosen files are kept in the file input
 * itself, so the form posts them as it is; the spec's limits are checked as files are chosen and shown
 * under the field. Without scripts it is the plain input, and the server checks the same rules.
 */
export function PhotoPicker({
  name,
  idPrefix,
  error,
}: {
  name: string;
  idPrefix: string;
  error?: string | undefined;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = `${idPrefix}-photos`;
  const shown = refusal ?? error;

  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  const keep = (files: File[]) => {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    setPreviews(files.map((file) => ({ file, url: URL.createObjectURL(file) })));
  };

  const onChange = () => {
    const added = Array.from(input.current?.files ?? []);
    const { images: photos, refusal: why } = addImages(
      previews.map((p) => p.file),
      added,
    );
    setRefusal(why ? t(why.key, why.params) : null);
    keep(photos);
  };

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700" id={`${id}-label`}>
        {t('photos.label')}
      </p>
      <p className="mb-2 text-xs text-slate-500" id={`${id}-hint`}>
        {t('photos.hint', { max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {previews.map((p, i) => (
          <div key={p.url} className="relative" data-testid="photo-preview">
            <img
              src={p.url}
              alt={t('photos.preview', { n: i + 1 })}
              width={80}
              height={80}
              className="size-20 rounded-lg border border-slate-200 object-cover"
            />
            <button
              type="button"
              onClick={() => {
                setRefusal(null);
                keep(previews.filter((_, j) => j !== i).map((q) => q.file));
              }}
              aria-label={t('photos.remove', { n: i + 1 })}
              data-testid="remove-photo"
              className="absolute -end-2 -top-2 grid size-11 place-items-center rounded-full"
            >
              <span className="grid size-7 place-items-center rounded-full bg-slate-900/80 text-white">
                <X className="size-4" aria-hidden />
              </span>
            </button>
          </div>
        ))}
        <label
          htmlFor={id}
          className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
            previews.length >= MAX_IMAGES ? 'opacity-60' : ''
          }`}
        >
          <ImagePlus className="size-5" aria-hidden />
          {t('photos.add')}
          <input
            ref={input}
            id={id}
            type="file"
            name={name}
            multiple
            accept={IMAGE_ACCEPT}
            onChange={onChange}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            className="sr-only"
            data-testid="photo-input"
          />
        </label>
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600" data-testid="photo-error">
          {shown}
        </p>
      )}
    </div>
  );
}
