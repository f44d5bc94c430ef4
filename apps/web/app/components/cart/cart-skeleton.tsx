/** The cart's shape while a guest's cart is priced: two groups and the summary, nothing jumping after. */
export function CartSkeleton() {
  return (
    <div aria-hidden className="mt-6 grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {[0, 1].map((g) => (
          <div key={g} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
            <div className="h-5 w-40 rounded bg-slate-200" />
            {[0, 1].map((l) => (
              <div key={l} className="mt-4 flex gap-3">
                <div className="size-20 rounded-lg bg-slate-100" />
                <div className="flex-1 space-y-2">
                  <div className="h-4 w-3/4 rounded bg-slate-100" />
                  <div className="h-4 w-1/3 rounded bg-slate-100" />
                  <div className="h-9 w-32 rounded-full bg-slate-100" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-2xl border border-slate-200 bg-white" />
    </div>
  );
}
