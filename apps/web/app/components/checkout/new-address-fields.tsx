import type { City } from '@bazaar/contract';
import { ADDRESS_TYPES } from '@bazaar/domain';
import { Loader2, LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { CITY_FIELD, cityById, nearestCity, POINT_CITY_FIELD } from '../../lib/delivery-point';
import { useT } from '../../lib/i18n';

const input =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 min-h-11 border-slate-300 focus:border-brand-500 focus:ring-brand-100 aria-invalid:border-red-400';

/** A new delivery address (spec §3 Address): contact, label, city, street, and where it is on the map. */
export function NewAddressFields({
  cities,
  start,
  fieldErrors,
  values,
}: {
  cities: City[];
  start: { lat: number; lng: number };
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}) {
  const t = useT();
  const [cityId, setCityId] = useState(
    () => values[CITY_FIELD] || String(nearestCity(cities, start)?.id ?? ''),
  );
  // Empty: the centre of the city picked (the action fills it in). Without cities, the market's default.
  const fallback = (n: number) => (cities.length > 0 ? '' : String(n));
  const [lat, setLat] = useState(values.latitude || fallback(start.lat));
  const [lng, setLng] = useState(values.longitude || fallback(start.lng));
  // The city a given point was taken in: posted, so the action drops the point if the city changed.
  const [pointCity, setPointCity] = useState(() =>
    values.latitude ? values[POINT_CITY_FIELD] || cityId : '',
  );
  // Asking the browser for the shopper's point: while it answers, and when it could not (refused, no signal).
  const [locating, setLocating] = useState<'idle' | 'asking' | 'failed'>('idle');
  const locate = () => {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const here = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        setLat(here.lat.toFixed(6));
        setLng(here.lng.toFixed(6));
        // The city follows the point: the address must not name another city than where the shopper is.
        const near = String(nearestCity(cities, here)?.id ?? cityId);
        setCityId(near);
        setPointCity(near);
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const pickCity = (id: string) => {
    setCityId(id);
    // A point of another city no longer holds: back to the new city's centre.
    setLat('');
    setLng('');
  };
  const city = cityById(cities, cityId);
  const ownPoint = lat !== '' && lng !== '';
  const coordinateError = fieldErrors.latitude ?? fieldErrors.longitude;
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
      {cities.length > 0 && (
        <CityField cities={cities} value={cityId} onChange={pickCity} error={fieldErrors[CITY_FIELD]} />
      )}
      <div className="tablet:col-span-2">
        {text('address', t('checkout.street'), { autoComplete: 'street-address' })}
      </div>
      {text('road', t('checkout.road'))}
      {text('house', t('checkout.house'))}
      {text('floor', t('checkout.floor'))}
      <fieldset className="mb-2 tablet:col-span-2" data-testid="delivery-point">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('checkout.location')}</legend>
        <p className="text-sm text-slate-800" data-testid="delivery-point-text">
          {ownPoint ? (
            <>
              {t('checkout.point_own')}{' '}
              <span dir="ltr" className="text-slate-500">
                ({Number(lat).toFixed(4)}, {Number(lng).toFixed(4)})
              </span>
            </>
          ) : (
            city && t('checkout.point_city', { city: city.local_name })
          )}
        </p>
        <p className="mb-2 text-xs text-slate-500">{t('checkout.location_hint')}</p>
        {/* Always there, so screen readers announce the message when it comes. */}
        <p className="mb-2 text-sm text-amber-800 empty:hidden" role="status" data-testid="location-status">
          {locating === 'failed' &&
            (city
              ? t('checkout.location_failed', { city: city.local_name })
              : t('checkout.location_failed_plain'))}
        </p>
        <input type="hidden" name={POINT_CITY_FIELD} value={ownPoint ? pointCity : ''} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={locate}
            disabled={locating === 'asking'}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
          >
            {locating === 'asking' ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <LocateFixed className="size-4" aria-hidden />
            )}{' '}
            {t('checkout.use_my_location')}
          </button>
          {ownPoint && city && (
            <button
              type="button"
              onClick={() => pickCity(cityId)}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {t('checkout.point_centre', { city: city.local_name })}
            </button>
          )}
        </div>
        <details
          className="mt-3"
          open={cities.length === 0 || Boolean(coordinateError) || Boolean(values.latitude)}
        >
          <summary className="min-h-11 cursor-pointer py-2 text-sm text-slate-600">
            {t('checkout.coordinates')}
          </summary>
          <div className="grid grid-cols-2 gap-3">
            <CoordinateField
              name="latitude"
              label={t('checkout.latitude')}
              value={lat}
              onChange={(v) => {
                setLat(v);
                setPointCity(cityId);
              }}
              error={fieldErrors.latitude}
            />
            <CoordinateField
              name="longitude"
              label={t('checkout.longitude')}
              value={lng}
              onChange={(v) => {
                setLng(v);
                setPointCity(cityId);
              }}
              error={fieldErrors.longitude}
            />
          </div>
        </details>
      </fieldset>
    </div>
  );
}

/** The city of a new address: its centre is the delivery point until the shopper gives their own. */
function CityField(props: {
  cities: City[];
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  const id = `checkout-${CITY_FIELD}`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('checkout.city')}
      </label>
      <select
        id={id}
        name={CITY_FIELD}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="address-level2"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={input}
      >
        {props.cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.local_name}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {props.error}
        </p>
      )}
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
