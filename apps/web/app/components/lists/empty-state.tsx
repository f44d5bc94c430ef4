import { PackageSearch } from 'lucide-react';

/** What a list shows when nothing is in it: a plain sentence, a hint and a way on. */
export function EmptyState(props: { title: string; hint?: string; children?: React.ReactNode }) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-200 bg-white px-6 py-16 text-center"
      data-testid="empty-state"
    >
      <PackageSearch className="size-12 text-slate-300" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-800">{props.title}</p>
      {props.hint && <p className="mt-1 max-w-sm text-sm text-slate-500">{props.hint}</p>}
      {props.children && <div className="mt-6 flex flex-wrap justify-center gap-3">{props.children}</div>}
    </div>
  );
}
