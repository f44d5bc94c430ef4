import type { MessageKey } from '@bazaar/domain';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * Reason choices as radio buttons plus "another reason" with a text box; the action turns the pick into
 * the reason sent (`reason` = choice key or 'other', `details` = the text). The error shows under them.
 */
export function ReasonFields({
  legend,
  choices,
  error,
  detailsOnlyForOther = false,
}: {
  legend: string;
  choices: readonly { value: string; label: MessageKey }[];
  error: string | undefined;
  /** Show the text box only once "another reason" is picked (pure CSS, so it works before scripts). */
  detailsOnlyForOther?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [picked, setPicked] = useState('');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid gap-1">
        {[...choices, { value: 'other', label: 'orders.reason_other' as const }].map((c) => (
          <label
            key={c.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-slate-50"
          >
            <input
              type="radio"
              name="reason"
              value={c.value}
              onChange={() => setPicked(c.value)}
              className="size-5 accent-brand-600"
            />
            <span className="text-sm text-slate-800">{t(c.label)}</span>
          </label>
        ))}
      </div>
      <div
        className={
          detailsOnlyForOther ? 'hidden [fieldset:has(input[value=other]:checked)_&]:block' : undefined
        }
      >
        <label htmlFor={`${id}-details`} className="mt-2 block text-sm font-medium text-slate-700">
          {t('orders.reason_details')}
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={2}
          maxLength={200}
          required={picked === 'other'}
          aria-invalid={error ? true : undefined}
          className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" data-testid="reason-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
