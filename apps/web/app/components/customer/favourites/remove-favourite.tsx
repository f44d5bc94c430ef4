import { Heart } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { XsrfField } from '../../auth/fields';

/**
 * The filled heart on a favourite: a form (works without scripts) asking this page's action to take the
 * item or store off the list. `label` says what it does for screen readers.
 */
export function RemoveFavourite({
  kind,
  id,
  label,
  className = '',
}: {
  kind: 'item' | 'store';
  id: number;
  label: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get('kind') === kind && navigation.formData?.get('id') === String(id);
  return (
    <Form method="post" replace preventScrollReset className={className}>
      <XsrfField />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        disabled={busy}
        data-testid={`remove-favourite-${kind}`}
        className="grid size-11 place-items-center rounded-full border border-rose-100 bg-white/95 shadow-sm hover:border-rose-300 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
      >
        <Heart className="size-5 fill-rose-600 text-rose-600" aria-hidden />
      </button>
    </Form>
  );
}
