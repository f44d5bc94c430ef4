import type { ReactNode } from 'react';

/**
 * One figure at a glance (a dashboard's or the earnings page's card): what it is, the figure, a line
 * that explains it, and an action when the figure asks for one.
 */
export function Stat({
  label,
  value,
  testId,
  hint,
  action,
}: {
  label: string;
  value: string;
  testId: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 font-display text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {action && <div className="mt-auto pt-3">{action}</div>}
    </div>
  );
}
