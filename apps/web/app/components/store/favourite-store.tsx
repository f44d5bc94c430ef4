import { Heart } from 'lucide-react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { XsrfField } from '../auth/fields';

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition';

/**
 * Favourite store: a form posting to the store page's action for a signed-in shopper (works without
 * JavaScript); a guest gets the sign-in link, coming back here afterwards.
 */
export function FavouriteStore({ favourite, signedIn }: { favourite: boolean; signedIn: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const busy = useNavigation().formData?.get('intent') !== undefined;
  if (!signedIn) {
    return (
      <Link
        to={`/auth/login?redirectTo=${encodeURIComponent(pathname + search)}`}
        className={`${button} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`}
        data-testid="favourite-store-login"
      >
        <Heart className="size-4" aria-hidden />
        {t('store.favourite_login')}
      </Link>
    );
  }
  return (
    <Form method="post" replace preventScrollReset>
      <XsrfField />
      <input type="hidden" name="intent" value={favourite ? 'remove' : 'add'} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={favourite}
        data-testid="favourite-store"
        className={`${button} ${
          favourite
            ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
            : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
        } disabled:opacity-60`}
      >
        <Heart className={`size-4 ${favourite ? 'fill-rose-600 text-rose-600' : ''}`} aria-hidden />
        {favourite ? t('store.favourite_remove') : t('store.favourite_add')}
      </button>
    </Form>
  );
}
