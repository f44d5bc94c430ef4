import type { SavedAddress } from '@bazaar/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { XsrfField } from '../../auth/fields';

/** One saved address: its label, the address as riders read it, the contact; edit and delete. */
export function AddressCard({ address }: { address: SavedAddress }) {
  const t = useT();
  const navigation = useNavigation();
  const deleting =
    navigation.formData?.get('intent') === 'delete' && navigation.formData?.get('id') === String(address.id);
  const text = [address.house, address.road, address.address].filter(Boolean).join(', ');
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 tablet:flex-row tablet:items-start"
      data-testid="saved-address"
      data-address-id={address.id}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">{t(`checkout.label.${address.address_type}`)}</p>
        <p className="bidi-plain mt-1 break-words text-slate-700">{text}</p>
        {address.floor && (
          <p className="text-slate-500">
            {t('checkout.floor')}: <span className="bidi-plain">{address.floor}</span>
          </p>
        )}
        <p className="mt-1 text-slate-500">
          <span className="bidi-plain">{address.contact_person_name}</span> ·{' '}
          <span dir="ltr">{address.contact_person_number}</span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={`?edit=${address.id}`}
          preventScrollReset
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Pencil className="size-4" aria-hidden /> {t('addresses.edit')}
        </Link>
        <Form method="post" replace preventScrollReset>
          <XsrfField />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            disabled={deleting}
            aria-label={t('addresses.delete_named', { address: text })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-rose-200 px-4 text-sm font-medium text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden /> {t('addresses.delete')}
          </button>
        </Form>
      </div>
    </li>
  );
}
