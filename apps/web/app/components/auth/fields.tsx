import { XSRF_FIELD } from '@bazaar/contract/session';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';

type FieldProps = {
  name: string;
  label: string;
  type?: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  autoComplete?: string;
  placeholder?: string;
  hint?: string | undefined;
  /** Keeps ids unique when the same form is on the page twice (the sign-in page and its modal). */
  idPrefix?: string | undefined;
};

const inputClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-sm outline-none focus:ring-2 ${
    error
      ? 'border-red-400 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  }`;

/** A field's hint and its error underneath (spec §5: errors under the field). */
function Under({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

/** A labelled select with its error underneath. */
export function SelectField({
  id,
  name,
  label,
  defaultValue,
  error,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClass(error)} min-h-11`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Under id={id} error={error} />
    </div>
  );
}

/** A labelled text area with its hint and error underneath. */
export function TextAreaField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  rows = 5,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
      />
      <Under id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Kinds of input always written in Latin letters and digits: left to right on an Urdu or Arabic page
 * too, or 'ayesha@' would show as '@ayesha' while typed.
 */
const LATIN_INPUTS = new Set(['email', 'tel', 'url']);

/** The example a phone field shows: the local form every phone field accepts (common.phone_hint). */
export const PHONE_PLACEHOLDER = '0300 1234567';

/** A labelled input with the server's message for it underneath (spec §5: errors under the field). */
export function Field({
  name,
  label,
  type = 'text',
  error,
  defaultValue,
  autoComplete,
  placeholder,
  hint,
  idPrefix = 'field',
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        dir={LATIN_INPUTS.has(type) ? 'ltr' : undefined}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass(error)}
      />
      <Under id={id} error={error} hint={error ? undefined : hint} />
    </div>
  );
}

/** A password input that can be shown or hidden (spec §5). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'defaultValue'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const id = `${props.idPrefix ?? 'field'}-${props.name}`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className={`${inputClass(props.error)} pe-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'authui.hide_password' : 'authui.show_password')}
          aria-pressed={visible}
          className="absolute end-0 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The double-submit token, posted back with every form (decision 302). */
export function XsrfField() {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  return <input type="hidden" name={XSRF_FIELD} value={chrome?.xsrfToken ?? ''} />;
}
