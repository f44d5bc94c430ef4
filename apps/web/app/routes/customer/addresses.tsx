import { type City, endpoints, isApiError, type SavedAddress } from '@bazaar/contract';
import { type FormFailure, keptValues, refusalOf } from '@bazaar/contract/forms';
import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { NewAddressFields } from '../../components/checkout/new-address-fields';
import { AddressCard } from '../../components/customer/addresses/address-card';
import { LoadFailed } from '../../components/customer/reviews/page-states';
import { Toast } from '../../components/layout/toast';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import { CITY_FIELD, editableAddress, FALLBACK_START, POINT_CITY_FIELD } from '../../lib/delivery-point';
import { useT } from '../../lib/i18n';
import { ADDRESS_BOOK_SIZE, ADDRESS_FORM_FIELDS, readCities, readNewAddress } from '../../lib/new-address';
import type { Route } from './+types/addresses';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('addresses.title')} — Bazaar` },
    { name: 'description', content: t('addresses.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

const SAVED = ['added', 'updated'] as const;

/** The address book (decision 501): every saved address, the cities for the form, `?edit=id`. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const url = new URL(args.request.url);
  const [addresses, cities] = await Promise.all([
    api(endpoints.addressList, { query: { limit: ADDRESS_BOOK_SIZE } }).then(
      (answer) => answer.addresses,
      (err: unknown) => {
        if (!isApiError(err)) throw err;
        return null;
      },
    ),
    readCities(api),
  ]);
  const edit = Number(url.searchParams.get('edit'));
  const saved = url.searchParams.get('saved');
  return {
    addresses,
    cities,
    editId: Number.isInteger(edit) && edit > 0 ? edit : null,
    saved: SAVED.find((s) => s === saved) ?? null,
  };
}

type ActionAnswer = {
  notice?: string;
  /** The address just deleted: its card goes at once, whether or not the list has been read again. */
  deleted?: number;
  at?: number;
  /** A refused save: messages under the fields, or above the form; what was typed. */
  failure?: FormFailure;
};

/**
 * Delete an address (the server's message as a notice), or add / replace one from the form checkout
 * uses (lib/new-address.ts: the city gives the point): saved, back to the list with `?saved=`.
 */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const locale = args.context.locale;
  const form = await args.request.formData();
  const { intent, id: posted } = keptValues(form, ['intent', 'id']);
  const id = Number(posted);
  const known = Number.isInteger(id) && id > 0;
  if (intent === 'delete' && known) {
    try {
      const answer = await api(endpoints.addressDelete, { query: { address_id: id } });
      return { notice: answer.message, at: Date.now(), deleted: id } satisfies ActionAnswer;
    } catch (err) {
      // Already gone: the server's own words.
      if (isApiError(err) && err.status === 404) return { notice: err.message, at: Date.now(), deleted: id };
      throw err;
    }
  }
  if (intent !== 'add' && !(intent === 'update' && known)) throw data(null, { status: 400 });
  const read = readNewAddress(form, await readCities(api), locale);
  if (!read.ok) return data({ failure: read.failure } satisfies ActionAnswer, { status: 400 });
  try {
    if (intent === 'add') await api(endpoints.addressAdd, { body: read.address });
    else await api(endpoints.addressUpdate, { params: { id }, body: read.address });
  } catch (err) {
    // Outside every delivery zone, the book full, the address gone: said above the form.
    const values = keptValues(form, ADDRESS_FORM_FIELDS);
    const failure = refusalOf(err, locale, { fields: ADDRESS_FORM_FIELDS, values });
    return data({ failure } satisfies ActionAnswer, { status: 422 });
  }
  return redirect(`/customer/addresses?saved=${intent === 'add' ? 'added' : 'updated'}`);
}

/**
 * A saved address as the form's values: its street without the city saving added, that city picked,
 * and its point, taken in that city.
 */
function valuesOf(address: SavedAddress, cities: City[]): Record<string, string> {
  const { street, city } = editableAddress(
    address.address,
    { lat: address.latitude, lng: address.longitude },
    cities,
  );
  const cityId = city ? String(city.id) : '';
  return {
    contact_person_name: address.contact_person_name,
    contact_person_number: address.contact_person_number,
    address_type: address.address_type,
    address: street,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    latitude: String(address.latitude),
    longitude: String(address.longitude),
    [CITY_FIELD]: cityId,
    [POINT_CITY_FIELD]: cityId,
  };
}

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // A new form after every navigation (a save redirects here): what was typed does not linger.
  const { key: visit } = useLocation();
  const navigation = useNavigation();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const answer = actionData as ActionAnswer | undefined;
  // A card being deleted, or just deleted, is not shown (its list may not have been read again yet).
  const leaving =
    navigation.formData?.get('intent') === 'delete' ? Number(navigation.formData.get('id')) : null;
  const { cities, editId, saved } = loaderData;
  const addresses = loaderData.addresses?.filter((a) => a.id !== answer?.deleted && a.id !== leaving) ?? null;
  const editing = addresses?.find((a) => a.id === editId);
  // Keyboard and screen-reader users follow the action: to the form on Edit, to the heading after a delete.
  const title = useRef<HTMLHeadingElement>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) formTitle.current?.focus();
  }, [editing]);
  const deletedAt = answer?.deleted ? answer.at : undefined;
  useEffect(() => {
    if (deletedAt) title.current?.focus();
  }, [deletedAt]);
  // A form is on its way (navigation carries form data only then), and it is not a delete.
  const saving = !!navigation.formData && navigation.formData.get('intent') !== 'delete';
  const notice = answer?.notice ?? (saved ? t(`address.${saved}`) : undefined);
  return (
    <div data-testid="addresses-page">
      <h1 ref={title} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t('addresses.title')}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{t('addresses.description')}</p>
      {!addresses ? (
        <LoadFailed message={t('addresses.load_failed')} />
      ) : addresses.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={t('addresses.empty')} hint={t('addresses.empty_hint')} />
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      )}
      {addresses && (
        <section
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
          aria-labelledby="address-form-title"
        >
          <h2
            id="address-form-title"
            ref={formTitle}
            tabIndex={-1}
            className="flex scroll-mt-24 items-center gap-2 text-lg font-semibold focus:outline-none"
          >
            {!editing && <Plus className="size-5 text-brand-600" aria-hidden />}
            {editing ? t('addresses.editing') : t('addresses.add')}
          </h2>
          {answer?.failure?.general && (
            <p className="mt-3 text-sm text-red-600" role="alert" data-testid="address-form-error">
              {answer.failure.general}
            </p>
          )}
          <Form method="post" data-testid="address-form" key={visit}>
            <XsrfField />
            <input type="hidden" name="intent" value={editing ? 'update' : 'add'} />
            {editing && <input type="hidden" name="id" value={editing.id} />}
            <NewAddressFields
              key={editing?.id ?? 'new'}
              cities={cities}
              start={chrome?.config.default_location ?? FALLBACK_START}
              fieldErrors={answer?.failure?.fields ?? {}}
              values={answer?.failure?.values ?? (editing ? valuesOf(editing, cities) : {})}
            />
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={saving}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                {t('addresses.save')}
              </button>
              {editing && (
                <Link
                  to="/customer/addresses"
                  preventScrollReset
                  className="inline-flex min-h-11 items-center rounded-full px-5 font-medium text-slate-700 hover:bg-slate-100"
                >
                  {t('addresses.cancel')}
                </Link>
              )}
            </div>
          </Form>
        </section>
      )}
      <Toast message={notice} key={answer?.at ?? saved ?? ''} testId="address-toast" />
    </div>
  );
}
