import type { SavedAddress } from '@bazaar/contract';
import { ADDRESS_TYPES } from '@bazaar/domain';
import { LocateFixed, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { CHECKOUT_FIELDS, NEW_ADDRESS } from '../../lib/checkout';
import { useT } from '../../lib/i18n';

type Props = {
  addresses: SavedAddress[];
  /** Where a new address starts: the market's default location (a city centre). */
  start: { lat: number; lng: number };
  /** Messages under the fields of a new address, by field name. */
  fieldErrors: Record<string, string>;
  /** Refusals of the address as a whole (outside every zone, not the customer's own). */
  addressErrors: string[];
  values: Record<string, string>;
};

const input =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 min-h-11 border-slate-300 focus:border-brand-500 focus:ring-brand-100 aria-invalid:border-red-400';

/** Delivery address: the saved ones as selectable cards, or a new one (spec §3 Address). */
export function AddressSection({ addresses, start, fieldErrors, addressErrors, values }: Props) {
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
      {picked === NEW_ADDRESS && <NewAddressFields start={start} fieldErrors={fieldErrors} values={values} />}
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

function NewAddressFields({
  start,
  fieldErrors,
  values,
}: {
  start: { lat: number; lng: number };
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}) {
  const t = useT();
  const [lat, setLat] = useState(values.latitude || String(start.lat));
  const [lng, setLng] = useState(values.longitude || String(start.lng));
  const locate = () => {
    navigator.geolocation?.getCurrentPosition((pos) => {
      setLat(pos.coords.latitude.toFixed(6));
      setLng(pos.coords.longitude.toFixed(6));
    });
  };
  const text = (name: string, label: string, extra: { autoComplete?: string; hint?: string } = {}) => (
    <TextField
      name={name}
      label={label}
      error={fieldErrors[name]}
      defaultValue={values[name]}
      autoComplete={extra.autoComplete}
      hint={extra.hint}
    />
  );
  return (
    <div className="mt-4 grid gap-x-4 tablet:grid-cols-2" data-testid="new-address">
      <p className="mb-2 font-medium tablet:col-span-2">{t('checkout.contact')}</p>
      {text('contact_person_name', t('checkout.contact_name'), { autoComplete: 'name' })}
      {text('contact_person_number', t('checkout.contact_phone'), {
        autoComplete: 'tel-national',
        hint: t('common.phone_hint'),
      })}
      <fieldset className="mb-4 tablet:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('checkout.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="address_type"
                value={type}
                defaultChecked={(values.address_type || 'home') === type}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm">{t(`checkout.label.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="tablet:col-span-2">
        {text('address', t('checkout.street'), { autoComplete: 'street-address' })}
      </div>
      {text('road', t('checkout.road'))}
      {text('house', t('checkout.house'))}
      {text('floor', t('checkout.floor'))}
      <fieldset className="mb-2 tablet:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('checkout.location')}</legend>
        <p className="mb-2 text-xs text-slate-500">{t('checkout.location_hint')}</p>
        <div className="grid grid-cols-2 gap-3">
          <CoordinateField
            name="latitude"
            label={t('checkout.latitude')}
            value={lat}
            onChange={setLat}
            error={fieldErrors.latitude}
          />
          <CoordinateField
            name="longitude"
            label={t('checkout.longitude')}
            value={lng}
            onChange={setLng}
            error={fieldErrors.longitude}
          />
        </div>
        <button
          type="button"
          onClick={locate}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <LocateFixed className="size-4" aria-hidden /> {t('checkout.use_my_location')}
        </button>
      </fieldset>
    </div>
  );
}

function TextField(props: {
  name: string;
  label: string;
  error: string | undefined;
  defaultValue: string | undefined;
  autoComplete: string | undefined;
  hint: string | undefined;
}) {
  const id = `checkout-${props.name}`;
  const describedBy = props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.name === 'contact_person_number' ? 'tel' : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={input}
      />
      {props.hint && !props.error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}

function CoordinateField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const id = `checkout-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        inputMode="decimal"
        dir="ltr"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={input}
      />
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
