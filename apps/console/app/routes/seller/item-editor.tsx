import { endpoints, isApiError, type VendorItem } from '@bazaar/contract';
import { useEffect, useMemo, useState } from 'react';
import { data, isRouteErrorResponse, Link, useLoaderData, useNavigate, useRouteError } from 'react-router';
import { type Picture, PicturesField } from '../../items/pictures-field';
import { VariationsEditor } from '../../items/variations-editor';
import { BackLink } from '../../kit/back-link';
import {
  controlClass,
  Field,
  FormAlert,
  FormSection,
  SubmitButton,
  showRefusal,
  TextField,
  useContractForm,
} from '../../kit/form';
import { EmptyState, ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api, signedIn } from '../../lib/api';
import { flattenCategories } from '../../lib/categories';
import { formRefusal } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { ITEM_FORM_FIELDS, itemFormSchema, itemFormValues, itemRequestBody } from '../../lib/item-form';
import type { Route } from './+types/item-editor';

/** `/seller/items/new` adds an item; `/seller/items/12` edits item 12 of the store. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = params.id === 'new' ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0)) throw data(null, { status: 404 });
  const [item, tree, addOns] = await signedIn('seller', () =>
    Promise.all([
      id === null ? null : api(endpoints.vendorItemDetails, { params: { id } }),
      api(endpoints.vendorCategories),
      api(endpoints.vendorAddOns),
    ]),
  );
  return { item, categories: flattenCategories(tree.categories), addOns: addOns.add_ons };
}

const storedPictures = (item: VendorItem | null): Picture[] =>
  item
    ? [item.image, ...item.images].flatMap((name) => (name ? [{ kind: 'stored' as const, name }] : []))
    : [];

const AREA = `${controlClass} min-h-24 py-2`;

/** A field's message from the schema or the API, when it has one. */
const messageOf = (error: { message?: unknown } | undefined) =>
  typeof error?.message === 'string' ? error.message : undefined;

/**
 * The item editor: names and descriptions (English and Urdu), category, price and discount, stock and
 * the most per order, tags, add-ons, food type, pictures, and the variations matrix. Checked in the
 * browser by the domain's item schema, then by the API, whose refusals show under their fields.
 */
function ItemEditor() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const loaded = useLoaderData<typeof clientLoader>();
  const [item, setItem] = useState(loaded.item);
  const [pictures, setPictures] = useState(() => storedPictures(loaded.item));
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const form = useContractForm(itemFormSchema, itemFormValues(loaded.item));
  const hasVariations = form.watch('variations').length > 0;
  const picturesChanged =
    JSON.stringify(pictures.map((p) => (p.kind === 'stored' ? p.name : p.key))) !==
    JSON.stringify(storedPictures(item).map((p) => p.kind === 'stored' && p.name));
  const leafGroups = useMemo(() => {
    const tops = loaded.categories.filter((c) => c.depth === 0);
    return tops.map((top) => ({
      top,
      leaves: loaded.categories.filter((c) => c.leaf && c.topId === top.id),
    }));
  }, [loaded.categories]);

  // A new item's address becomes its own once saved (after the form is clean, so nothing asks first).
  useEffect(() => {
    if (created !== null) navigate(`/seller/items/${created}`, { replace: true });
  }, [created, navigate]);

  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      setPictureError(null);
      const body = itemRequestBody(values, item, {
        keep: pictures.flatMap((p) => (p.kind === 'stored' ? [p.name] : [])),
        add: pictures.flatMap((p) => (p.kind === 'new' ? [p.file] : [])),
      });
      try {
        const answer = item
          ? await api(endpoints.vendorItemUpdate, { params: { id: item.id }, body })
          : await api(endpoints.vendorItemStore, { body });
        form.reset(itemFormValues(answer.item));
        setItem(answer.item);
        setPictures(storedPictures(answer.item));
        toast(answer.message);
        if (!item) setCreated(answer.item.id);
      } catch (error) {
        const rows = values.variations.flatMap((_, i) => [`variations.${i}.price`, `variations.${i}.stock`]);
        const names = [...ITEM_FORM_FIELDS, 'translations.ur.name', 'translations.ur.description', ...rows];
        const { fields, general: above } = formRefusal(error, names, t('console.error_hint'));
        const { images, keep_images, ...rest } = fields;
        showRefusal(form, { fields: rest, general: above });
        setPictureError(images ?? keep_images ?? null);
        setGeneral(above ?? t('console.form_has_errors'));
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );

  const title = item ? t('console.edit_item') : t('console.add_item');
  return (
    <div className="space-y-4" data-testid="item-editor">
      <title>{title}</title>
      <UnsavedChangesGuard
        dirty={(form.formState.isDirty || picturesChanged) && !form.formState.isSubmitting}
      />
      <BackLink to="/seller/items" label={t('console.nav_items')} />
      <h1 className="font-display text-2xl font-bold">
        {title}
        {item && <span className="bidi-plain block text-base font-normal text-slate-600">{item.name}</span>}
      </h1>
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="item-form">
        <FormAlert message={general} />
        <FormSection title={t('console.item_basics')}>
          <TextField form={form} name="name" label={t('console.item_name')} data-testid="item-name" />
          <Field label={t('console.item_description')} error={messageOf(form.formState.errors.description)}>
            {(control) => (
              <textarea
                {...control}
                {...form.register('description')}
                className={AREA}
                data-testid="item-description"
              />
            )}
          </Field>
          <TextField
            form={form}
            name="translations.ur.name"
            label={t('console.item_name_ur')}
            lang="ur"
            dir="rtl"
            data-testid="item-name-ur"
          />
          <Field
            label={t('console.item_description_ur')}
            error={messageOf(form.formState.errors.translations?.ur?.description)}
          >
            {(control) => (
              <textarea
                {...control}
                {...form.register('translations.ur.description')}
                lang="ur"
                dir="rtl"
                className={AREA}
              />
            )}
          </Field>
          <Field
            label={t('console.col_category')}
            hint={t('console.category_hint')}
            error={messageOf(form.formState.errors.category_id)}
          >
            {(control) => (
              <select
                {...control}
                {...form.register('category_id')}
                className={controlClass}
                data-testid="item-category"
              >
                <option value="">{t('console.category_choose')}</option>
                {leafGroups.map(({ top, leaves }) => (
                  <optgroup key={top.id} label={top.name}>
                    {leaves.map((leaf) => (
                      <option key={leaf.id} value={leaf.id}>
                        {leaf.path}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
        </FormSection>
        <FormSection title={t('console.item_pricing')}>
          <div className="grid gap-4 tablet:grid-cols-3">
            <TextField
              form={form}
              name="price"
              label={t('console.item_price')}
              hint={t('console.rupees_hint')}
              inputMode="numeric"
              dir="ltr"
              data-testid="item-price"
            />
            <TextField
              form={form}
              name="discount"
              label={t('console.item_discount')}
              inputMode="decimal"
              dir="ltr"
            />
            <Field label={t('console.discount_type')} error={messageOf(form.formState.errors.discount_type)}>
              {(control) => (
                <select {...control} {...form.register('discount_type')} className={controlClass}>
                  <option value="percent">{t('console.discount_percent')}</option>
                  <option value="amount">{t('console.discount_amount')}</option>
                </select>
              )}
            </Field>
          </div>
        </FormSection>
        <FormSection title={t('console.item_variations')}>
          <p className="text-sm text-slate-600">{t('console.variations_intro')}</p>
          <VariationsEditor form={form} />
        </FormSection>
        <FormSection title={t('console.item_stock')}>
          <div className="grid gap-4 tablet:grid-cols-2">
            {hasVariations ? (
              <p className="text-sm text-slate-600" data-testid="stock-per-combination">
                {t('console.stock_per_combination')}
              </p>
            ) : (
              <TextField
                form={form}
                name="stock"
                label={t('console.col_stock')}
                inputMode="numeric"
                dir="ltr"
                data-testid="item-stock"
              />
            )}
            <TextField
              form={form}
              name="maximum_cart_quantity"
              label={t('console.max_per_order')}
              hint={t('console.max_per_order_hint')}
              inputMode="numeric"
              dir="ltr"
            />
          </div>
        </FormSection>
        <FormSection title={t('console.item_pictures')}>
          <PicturesField
            pictures={pictures}
            onChange={(next) => {
              setPictures(next);
              setPictureError(null);
            }}
            error={pictureError}
          />
        </FormSection>
        <FormSection title={t('console.item_more')}>
          <TextField
            form={form}
            name="tags"
            label={t('console.item_tags')}
            hint={t('console.item_tags_hint')}
          />
          <Field
            label={t('console.food_type')}
            hint={t('console.food_type_hint')}
            error={messageOf(form.formState.errors.veg)}
          >
            {(control) => (
              <select {...control} {...form.register('veg')} className={controlClass}>
                <option value="">{t('console.food_type_none')}</option>
                <option value="1">{t('console.veg')}</option>
                <option value="0">{t('console.non_veg')}</option>
              </select>
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">{t('console.nav_addons')}</legend>
            {loaded.addOns.length === 0 ? (
              <p className="text-sm text-slate-600">
                {t('console.no_addons_for_item')}{' '}
                <Link
                  to="/seller/addons"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {t('console.nav_addons')}
                </Link>
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {loaded.addOns.map((addOn) => (
                  <label
                    key={addOn.id}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      value={String(addOn.id)}
                      {...form.register('add_on_ids')}
                      className="size-4"
                    />
                    <span className="bidi-plain">{addOn.name}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        </FormSection>
        <div className="sticky bottom-0 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 tablet:mx-0 tablet:rounded-xl">
          <Link
            to="/seller/items"
            className="min-h-11 content-center rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300"
          >
            {t('console.cancel')}
          </Link>
          <div data-testid="item-save">
            <SubmitButton
              pending={form.formState.isSubmitting}
              label={t('console.save_item')}
              pendingLabel={t('console.saving')}
            />
          </div>
        </div>
      </form>
    </div>
  );
}

/** One editor per item: opening another item (or the saved new one) starts from its own values. */
export default function ItemEditorPage() {
  const { item } = useLoaderData<typeof clientLoader>();
  return <ItemEditor key={item?.id ?? 'new'} />;
}

/** A missing item (or another store's: the API answers 404 alike) is said so, with the way back. */
export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const missing = (isRouteErrorResponse(error) || isApiError(error)) && error.status === 404;
  if (!missing) return <ErrorState />;
  return (
    <EmptyState
      title={t('console.item_not_found')}
      action={<BackLink to="/seller/items" label={t('console.nav_items')} />}
    />
  );
}
