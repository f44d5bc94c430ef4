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
  error,
  file,
  onChange,
  wide,
}: {
  label: string;
  hint: string;
  previewLabel: string;
  error?: string | undefined;
  file: File | undefined;
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
            {preview ? (
              <img src={preview} alt={previewLabel} className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden className="size-6 text-slate-400" />
            )}
          </div>
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => onChange(e.target.files?.[0])}
            className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
          />
        </div>
      )}
    </Field>
  );
}
