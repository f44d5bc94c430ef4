import { ImagePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Field } from './form';

type Texts = {
  label: string;
  hint: string;
  previewLabel: string;
  chooseLabel: string;
  noneLabel: string;
  error?: string | undefined;
};

/** A chosen picture shown before anything is sent (a `blob:` address, allowed by the page's CSP). */
function Preview({
  file,
  currentUrl,
  alt,
  wide,
}: {
  file: File | undefined;
  /** The picture kept now (a store's logo), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  alt: string;
  wide?: boolean | undefined;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div
      className={`grid shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 ${wide ? 'h-20 w-36' : 'size-20'}`}
    >
      {(preview ?? currentUrl) ? (
        <img src={preview ?? currentUrl ?? ''} alt={alt} className="size-full object-cover" />
      ) : (
        <ImagePlus aria-hidden className="size-6 text-slate-400" />
      )}
    </div>
  );
}

/** The browser's own file button speaks the browser's language, not the page's: ours is drawn instead. */
function ChooseButton({
  control,
  label,
  multiple,
  onChoose,
}: {
  control: object;
  label: string;
  multiple?: boolean;
  onChoose: (files: File[]) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-700 ring-brand-600 has-[:focus-visible]:ring-2">
      <input
        {...control}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        onChange={(e) => {
          onChoose([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        className="sr-only"
      />
      <span aria-hidden>{label}</span>
    </label>
  );
}

/** One picture chosen for upload, with its preview and its error from the schema or the API. */
export function ImageField({
  file,
  currentUrl,
  onChange,
  wide,
  ...texts
}: Texts & {
  file: File | undefined;
  /** The picture kept now (a store's logo), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  onChange: (file: File | undefined) => void;
  /** A cover (wide) rather than a logo (square). */
  wide?: boolean;
}) {
  return (
    <Field label={texts.label} hint={texts.hint} error={texts.error}>
      {(control) => (
        <div className="flex items-center gap-3">
          <Preview file={file} currentUrl={currentUrl} alt={texts.previewLabel} wide={wide} />
          <div className="min-w-0 flex-1">
            <ChooseButton
              control={control}
              label={texts.chooseLabel}
              onChoose={(files) => onChange(files[0])}
            />
            <p className="bidi-plain mt-1 truncate text-xs text-slate-600">{file?.name ?? texts.noneLabel}</p>
          </div>
        </div>
      )}
    </Field>
  );
}

/** Up to `max` pictures under one field (an identity document's sides), each previewed and removable. */
export function ImageListField({
  files,
  onChange,
  max,
  removeLabel,
  ...texts
}: Texts & {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  /** "Remove {name}" for each picture's remove button. */
  removeLabel: (name: string) => string;
}) {
  return (
    <Field label={texts.label} hint={texts.hint} error={texts.error}>
      {(control) => (
        <div className="space-y-3">
          {files.length === 0 ? (
            <p className="text-xs text-slate-600">{texts.noneLabel}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {files.map((file, i) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="relative">
                  <Preview file={file} alt={`${texts.previewLabel} ${i + 1}`} />
                  <button
                    type="button"
                    onClick={() => onChange(files.filter((f) => f !== file))}
                    aria-label={removeLabel(file.name)}
                    className="absolute -end-2 -top-2 grid size-8 place-items-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {files.length < max && (
            <ChooseButton
              control={control}
              label={texts.chooseLabel}
              multiple
              onChoose={(chosen) => onChange([...files, ...chosen].slice(0, max))}
            />
          )}
        </div>
      )}
    </Field>
  );
}
