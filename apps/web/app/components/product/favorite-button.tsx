import { Heart } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { XsrfField } from '../auth/fields';

const round =
  'grid size-11 shrink-0 place-items-center rounded-full border border-slate-200 bg-white hover:border-rose-300';

/** The heart: a form toggling the favourite for a signed-in shopper, the sign-in link for a guest. */
export function FavoriteButton({ favorite, signedIn }: { favorite: boolean; signedIn: boolean }) {
  const t = useT();
  const location = useLocation();
  if (!signedIn) {
    return (
      <Link
        to={`/auth/login?redirectTo=${encodeURIComponent(location.pathname)}`}
        aria-label={t('product.sign_in_to_favorite')}
        title={t('product.sign_in_to_favorite')}
        data-testid="favorite-sign-in"
        className={round}
      >
        <Heart className="size-5 text-slate-500" aria-hidden />
      </Link>
    );
  }
  const label = favorite ? t('product.remove_favorite') : t('product.add_favorite');
  return (
    <Form method="post">
      <XsrfField />
      <input type="hidden" name="favorite" value={favorite ? 'remove' : 'add'} />
      <button
        type="submit"
        name="intent"
        value="favorite"
        aria-label={label}
        aria-pressed={favorite}
        title={label}
        data-testid="favorite-toggle"
        className={round}
      >
        <Heart
          className={`size-5 ${favorite ? 'fill-rose-600 text-rose-600' : 'text-slate-500'}`}
          aria-hidden
        />
      </button>
    </Form>
  );
}
