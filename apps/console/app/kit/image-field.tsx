import { ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Field } from './form';

/**
 * One picture chosen for upload, with a preview of it before anything is sent (a `blob:` address,
 * allowed by the page's CSP) and its error from the schema or the API.
 */
export function ImageField({
  label,
  hint,
  previewLabel,
  chooseLabel,
  noneLabel,
  error,
  file,
  currentUrl,
  onChange,
  wide,
}: {
  label: string;
  hint: string;
  previewLabel: string;
  chooseLabel: string;
  noneLabel: string;
  error?: string | undefined;
  file: File | undefined;
  /** The picture kept now (a store's logo), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  onChange: (file: File | undefined) => void;
  /** A cover (wide) rather than a logo (square). */
  wide?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-3">
          <div
            className={`grid shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 ${wide ? 'h-20 w-36' : 'size-20'}`}
          >
            {(preview ?? currentUrl) ? (
              <img src={preview ?? currentUrl ?? ''} alt={previewLabel} className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden className="size-6 text-slate-400" />
            )}
          </div>
          {/* The browser's own file button speaks the browser's language, not the page's: ours is drawn instead. */}
          <div className="min-w-0 flex-1">
            <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-700 ring-brand-600 has-[:focus-visible]:ring-2">
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => onChange(e.target.files?.[0])}
                className="sr-only"
              />
              <span aria-hidden>{chooseLabel}</span>
            </label>
            <p className="bidi-plain mt-1 truncate text-xs text-slate-600">{file?.name ?? noneLabel}</p>
          </div>
        </div>
      )}
    </Field>
  );
}
