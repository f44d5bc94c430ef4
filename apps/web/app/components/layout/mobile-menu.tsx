import type { Category } from '@bazaar/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Link } from 'react-router';
import { categoryHref } from './category-strip';

/** The mobile offcanvas with every category (below the tablet breakpoint). */
export function MobileMenu({ categories }: { categories: Category[] }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 tablet:hidden"
        aria-label="Open menu"
      >
        <Menu className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Categories</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-md p-2 hover:bg-slate-100">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Browse all categories</Dialog.Description>
          <ul className="mt-4 space-y-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Dialog.Close asChild>
                  <Link to={categoryHref(c)} className="font-medium">
                    {c.name}
                  </Link>
                </Dialog.Close>
                <ul className="mt-1 space-y-1 pl-3 text-sm text-slate-500">
                  {c.childes.map((child) => (
                    <li key={child.id}>
                      <Dialog.Close asChild>
                        <Link to={categoryHref(child)}>{child.name}</Link>
                      </Dialog.Close>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
