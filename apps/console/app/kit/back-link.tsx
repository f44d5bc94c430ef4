import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back to the list a page belongs to (the arrow turns on right-to-left pages). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
}
