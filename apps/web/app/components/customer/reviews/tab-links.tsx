import { Link } from 'react-router';

export type TabLink = { id: string; label: string; href: string; count?: number | undefined };

/**
 * Tabs as plain links (`?tab=`), so they work without scripts and each tab has its own address; the
 * current one carries aria-current.
 */
export function TabLinks({ tabs, current, label }: { tabs: TabLink[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className="mt-4 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id} className="shrink-0">
            <Link
              to={tab.href}
              replace
              preventScrollReset
              aria-current={tab.id === current ? 'page' : undefined}
              data-testid={`tab-${tab.id}`}
              className="inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
            >
              {tab.label}
              {tab.count !== undefined && tab.count > 0 && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {tab.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
