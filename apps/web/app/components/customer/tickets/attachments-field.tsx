import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@bazaar/domain';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { checkImages, IMAGE_ACCEPT } from '../../../lib/image-files';

/**
 * The browser's check of a form's photos: as they are chosen, and again on submit (a form with too
 * many or too large files is not sent). The server's message shows until the next choice.
 */
export function useAttachments(serverError: string | undefined) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const judge = (files: File[]) => {
    const found = checkImages(files);
    setProblem(found ? t(found.key, found.params) : '');
    setNames(files.map((f) => f.name));
    return found;
  };
  const guard = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('attachments');
    if (!(input instanceof HTMLInputElement)) return;
    if (judge(Array.from(input.files ?? []))) {
      event.preventDefault();
      input.focus();
    }
  };
  // '' once the shopper chose again: the server's older message no longer applies.
  const error = problem === null ? serverError : problem || undefined;
  return { error, names, onFiles: judge, guard };
}

/**
 * Up to 3 photos for a ticket message. The browser checks them as they are chosen (the page's
 * `onFiles` judges them with checkImages) and the server checks again; its message shows below.
 */
export function AttachmentsField({
  id,
  error,
  names,
  onFiles,
}: {
  id: string;
  error: string | undefined;
  names: string[];
  onFiles: (files: File[]) => unknown;
}) {
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('tickets.attachments')}
      </label>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-3 ${error ? 'border-red-400' : 'border-slate-300'}`}
      >
        <ImagePlus className="size-5 shrink-0 text-slate-400" aria-hidden />
        <input
          id={id}
          name="attachments"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => onFiles(Array.from(e.currentTarget.files ?? []))}
          className="min-w-0 max-w-full flex-1 text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
          data-testid="ticket-attachments"
        />
      </div>
      {names.length > 0 && !error && (
        <ul className="mt-1 flex flex-wrap gap-2 text-xs text-slate-600">
          {names.map((name) => (
            <li key={name} className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5">
              {name}
            </li>
          ))}
        </ul>
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('tickets.attachments_hint', { max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600" role="alert" data-testid="attachments-error">
          {error}
        </p>
      )}
    </div>
  );
}
