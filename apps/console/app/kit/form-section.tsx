import type { ReactNode } from 'react';

/** One group of a long form (an application's "Your store", "Identity"…): a card with its legend. */
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
