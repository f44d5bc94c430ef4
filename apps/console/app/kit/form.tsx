import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type FormRefusal, formRefusal } from '../lib/form-errors';
import { renderMessage, useT } from '../lib/i18n';

/**
 * A form checked in the browser by the same zod schema the API validates with (the contract's, or
 * the domain's that it is built from): the same rules, the same messages, before anything is sent.
 */
export function useContractForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  return useForm<TIn, unknown, TOut>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads cannot name a generic schema
    resolver: zodResolver(schema as any),
    defaultValues,
    mode: 'onTouched',
  });
}

/** The API's refusal on the form: each field's message under it, focus on the first. */
export function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  refusal: FormRefusal,
) {
  const names = Object.keys(refusal.fields) as Path<T>[];
  names.forEach((name, i) => {
    form.setError(name, { type: 'server', message: refusal.fields[name] }, { shouldFocus: i === 0 });
  });
}

/**
 * A form's answer to the API's refusal: `refuse(error)` puts each field's message under it and keeps the
 * rest (`general`) for the alert above the form; a call that got no answer says so there. A long form
 * (`pointToFields`) also says above it, when only fields were refused, to check the fields marked.
 */
export function useRefusal<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: readonly string[],
  { pointToFields = false } = {},
) {
  const t = useT();
  const [general, setGeneral] = useState<string | null>(null);
  const refuse = (error: unknown) => {
    const refusal = formRefusal(error, fields, t('console.error_hint'));
    showRefusal(form, refusal);
    const fieldsOnly = pointToFields && Object.keys(refusal.fields).length > 0;
    setGeneral(refusal.general ?? (fieldsOnly ? t('console.form_has_errors') : null));
    return refusal;
  };
  return { general, setGeneral, refuse };
}

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

const CONTROL =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-600';

/** The class every text box and select of the console shares. */
export const controlClass = CONTROL;

/** The page's main action as a link or a plain button (a form's own is SubmitButton). */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** A second action beside the main one: white, outlined. */
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** A long form's group of fields in its own card, named by its legend. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 tablet:p-6">
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-2 font-display text-lg font-semibold">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/**
 * One labelled control with its hint and its error (from the schema or the API), wired for screen
 * readers: the error is announced with the field and the field is marked invalid.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" data-testid="field-error">
          {renderMessage(t, error)}
        </p>
      )}
    </div>
  );
}

/** A text box registered on the form, with its label, hint and error. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} {...form.register(name)} className={CONTROL} />}
    </Field>
  );
}

/** A text area registered on the form, with its label, hint and error. */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...area
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  hint?: string;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea {...area} {...control} {...form.register(name)} className={`${CONTROL} py-2`} />
      )}
    </Field>
  );
}

/** Above the form: what the API said that belongs to no single field. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** The form's one main button: disabled and saying so while the form is sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="min-h-11 w-full rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 tablet:w-auto"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
