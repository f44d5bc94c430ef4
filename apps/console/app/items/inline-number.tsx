import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../lib/i18n';

/**
 * A number edited in its grid cell: the value with a pencil, which opens a small box; Enter or the tick
 * saves, Escape or the cross puts it back. `save` answers null when done, else the API's message, shown
 * under the box with the box kept open (a stock that changed meanwhile is asked again).
 */
export function InlineNumber({
  value,
  display,
  label,
  save,
  testId,
}: {
  value: number;
  display: string;
  /** What the box edits, with the item's name: "Price of Chicken Karahi". */
  label: string;
  save: (value: number) => Promise<string | null>;
  testId: string;
}) {
  const t = useT();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setEditing(false);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0) return setError(t('console.whole_number'));
    setBusy(true);
    const problem = await save(n);
    setBusy(false);
    if (problem) setError(problem);
    else close();
  };

  if (!editing)
    return (
      <button
        type="button"
        onClick={() => {
          setText(String(value));
          setEditing(true);
        }}
        aria-label={`${label}: ${display}. ${t('console.edit')}`}
        data-testid={testId}
        className="inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="bidi-plain">{display}</span>
        <Pencil aria-hidden className="size-3.5 text-slate-500" />
      </button>
    );

  return (
    <form onSubmit={submit} className="inline-block text-start" data-testid={`${testId}-form`}>
      <div className="flex items-center gap-1">
        <input
          // biome-ignore lint/a11y/noAutofocus: the seller just asked to edit this value
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          inputMode="numeric"
          dir="ltr"
          aria-label={label}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="min-h-9 w-24 rounded border border-slate-300 px-2 text-end aria-invalid:border-red-600"
          data-testid={`${testId}-input`}
        />
        <button
          type="submit"
          disabled={busy}
          aria-label={t('console.save')}
          className="grid size-9 place-items-center rounded bg-brand-600 text-white disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          data-testid={`${testId}-save`}
        >
          <Check aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={t('console.cancel')}
          className="grid size-9 place-items-center rounded ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-1 max-w-56 text-xs text-red-700"
          data-testid={`${testId}-error`}
        >
          {error}
        </p>
      )}
    </form>
  );
}
