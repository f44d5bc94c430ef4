import { AlertCircle } from 'lucide-react';
import type { PlaceOutcome } from '../../lib/checkout';
import { useT } from '../../lib/i18n';
import { Toast } from '../layout/toast';

/**
 * A refused placement as spec §8 says: 200 with status false → an error toast for 10 s; 203 and 406 →
 * the first error; 403 → every error as a bulleted list; 409 → the message, kept on the page; anything
 * else → a generic message (the details go to the server log).
 */
export function PlaceFeedback({ outcome }: { outcome: PlaceOutcome | undefined }) {
  const t = useT();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'toast':
      return <Toast kind="error" message={outcome.message} testId="checkout-toast" />;
    case 'first':
      return <Alert testId="checkout-error">{outcome.message}</Alert>;
    case 'kept':
      return <Alert testId="checkout-kept">{outcome.message}</Alert>;
    case 'list':
      return (
        <Alert testId="checkout-errors">
          <p className="font-semibold">{t('checkout.errors_title')}</p>
          <ul className="mt-1 list-disc ps-5">
            {outcome.errors.map((e) => (
              <li key={`${e.code}:${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </Alert>
      );
    case 'generic':
      return <Alert testId="checkout-error">{t('checkout.failed_generic')}</Alert>;
    default:
      return null;
  }
}

function Alert({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
