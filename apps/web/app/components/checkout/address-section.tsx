import type { City, SavedAddress } from '@bazaar/contract';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { CHECKOUT_FIELDS, NEW_ADDRESS } from '../../lib/checkout';
import { useT } from '../../lib/i18n';
import { NewAddressFields } from './new-address-fields';

type Props = {
  addresses: SavedAddress[];
  /** The cities a new address may be in, with their centres (none when the list could not be read). */
  cities: City[];
  /** Where a new address starts: the market's default location (a city centre). */
  start: { lat: number; lng: number };
  /** Messages under the fields of a new address, by field name. */
  fieldErrors: Record<string, string>;
  /** Refusals of the address as a whole (outside every zone, not the customer's own). */
  addressErrors: string[];
  values: Record<string, string>;
};

/** Delivery address: the saved ones as selectable cards, or a new one (spec §3 Address). */
export function AddressSection({ addresses, cities, start, fieldErrors, addressErrors, values }: Props) {
  const t = useT();
  const first = addresses[0];
  const initial = values[CHECKOUT_FIELDS.address] || (first ? String(first.id) : NEW_ADDRESS);
  const [picked, setPicked] = useState(initial);
  const errorId = useId();
  return (
    <fieldset
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="checkout-address"
      aria-describedby={addressErrors.length > 0 ? errorId : undefined}
    >
      <legend className="float-start mb-3 flex items-center gap-2 text-lg font-semibold">
        <MapPin className="size-5 text-brand-600" aria-hidden /> {t('checkout.address')}
      </legend>
      <div className="clear-both grid gap-3 tablet:grid-cols-2">
        {addresses.map((a) => (
          <label
            key={a.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name={CHECKOUT_FIELDS.address}
              value={a.id}
              checked={picked === String(a.id)}
              onChange={() => setPicked(String(a.id))}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="min-w-0 text-sm">
              <span className="block font-semibold">{t(`checkout.label.${a.address_type}`)}</span>
              <span className="block break-words text-slate-700">
                {[a.house, a.road, a.address].filter(Boolean).join(', ')}
              </span>
              <span className="block text-slate-500">
                {a.contact_person_name} · <span dir="ltr">{a.contact_person_number}</span>
              </span>
            </span>
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-dashed border-slate-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          <input
            type="radio"
            name={CHECKOUT_FIELDS.address}
            value={NEW_ADDRESS}
            checked={picked === NEW_ADDRESS}
            onChange={() => setPicked(NEW_ADDRESS)}
            className="size-4 accent-brand-600"
          />
          <span className="text-sm font-semibold">{t('checkout.new_address')}</span>
        </label>
      </div>
      {picked === NEW_ADDRESS && (
        <NewAddressFields cities={cities} start={start} fieldErrors={fieldErrors} values={values} />
      )}
      {addressErrors.length > 0 && (
        <div id={errorId} className="mt-3 text-sm text-red-600" data-testid="address-error" role="alert">
          {addressErrors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
