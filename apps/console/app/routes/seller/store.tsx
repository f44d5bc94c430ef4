import { endpoints, type VendorStore } from '@bazaar/contract';
import { deliveryTimeOrderRefinement, imageFileSchema, storeSettingsSchema } from '@bazaar/domain';
import { Controller } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { z } from 'zod';
import { DeliveryTimeFields } from '../../kit/delivery-time-fields';
import {
  FormAlert,
  FormSection,
  SubmitButton,
  TextAreaField,
  TextField,
  useContractForm,
  useRefusal,
} from '../../kit/form';
import { ImageField } from '../../kit/image-field';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api, signedIn } from '../../lib/api';
import { useT } from '../../lib/i18n';

export async function clientLoader() {
  const [profile, config] = await Promise.all([
    signedIn('seller', () => api(endpoints.vendorProfile)),
    api(endpoints.config),
  ]);
  return { store: profile.store, baseUrls: config.base_urls };
}

const shape = storeSettingsSchema.shape;
/** The Urdu name and description, judged by the domain's rule for a store's translations. */
const urTexts = z
  .object({ ur: z.object({ name: z.string(), description: z.string() }) })
  .superRefine((value, ctx) => {
    for (const issue of shape.translations.safeParse(value).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/**
 * The settings form: the domain's store settings (the API's rules and messages), the name and
 * description in Urdu, and a new logo or cover photo when one is chosen.
 */
const settingsFormSchema = z
  .object({
    name: shape.name,
    description: shape.description,
    translations: urTexts,
    announcement: shape.announcement,
    address: shape.address,
    minimum_order: shape.minimum_order,
    minimum_delivery_time: shape.minimum_delivery_time,
    maximum_delivery_time: shape.maximum_delivery_time,
    delivery_time_type: shape.delivery_time_type,
    tax: shape.tax,
    free_delivery: z.boolean(),
    take_away: z.boolean(),
    logo: imageFileSchema.optional(),
    cover_photo: imageFileSchema.optional(),
  })
  .refine(...deliveryTimeOrderRefinement);
type SettingsForm = z.input<typeof settingsFormSchema>;

const FIELDS = [
  ...Object.keys(settingsFormSchema.shape),
  'translations.ur.name',
  'translations.ur.description',
  'zone_id',
  'latitude',
  'longitude',
];

function formValues(store: VendorStore): SettingsForm {
  const ur = store.translations.ur ?? {};
  return {
    name: store.name,
    description: store.description ?? '',
    translations: { ur: { name: ur.name ?? '', description: ur.description ?? '' } },
    announcement: store.announcement ?? '',
    address: store.address ?? '',
    minimum_order: String(store.minimum_order),
    minimum_delivery_time: store.minimum_delivery_time === null ? '' : String(store.minimum_delivery_time),
    maximum_delivery_time: store.maximum_delivery_time === null ? '' : String(store.maximum_delivery_time),
    delivery_time_type: store.delivery_time_type ?? 'minute',
    tax: String(store.tax),
    free_delivery: store.free_delivery,
    take_away: store.take_away,
    logo: undefined,
    cover_photo: undefined,
  };
}

/** The multipart body: every field of the form, the Urdu texts beside the store's other languages. */
function settingsBody(values: z.output<typeof settingsFormSchema>, store: VendorStore) {
  const body = new FormData();
  const { translations, logo, cover_photo, ...rest } = values;
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === 'boolean') body.set(name, value ? '1' : '0');
    else body.set(name, value === undefined || value === null ? '' : String(value));
  }
  const { ur: _previous, ...others } = store.translations;
  body.set('translations', JSON.stringify({ ...others, ...translations }));
  if (logo instanceof File) body.set('logo', logo);
  if (cover_photo instanceof File) body.set('cover_photo', cover_photo);
  return body;
}

/**
 * The store's settings (`/seller/store`, PUT vendor/update-business-setup): name, description and
 * announcement, their Urdu, logo and cover with a preview, address, minimum order, delivery time and
 * delivery options. The API's refusals show under their fields; leaving with changes asks first.
 */
export default function SellerStoreSettings() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { store, baseUrls } = useLoaderData<typeof clientLoader>();
  const form = useContractForm(settingsFormSchema, formValues(store));
  const { general, setGeneral, refuse } = useRefusal(form, FIELDS, { pointToFields: true });
  const errorOf = (name: string) => {
    const message = form.getFieldState(name as keyof SettingsForm, form.formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      try {
        const answer = await api(endpoints.vendorBusinessSetup, { body: settingsBody(values, store) });
        form.reset(formValues(answer.store));
        toast(answer.message);
        await revalidator.revalidate();
      } catch (error) {
        refuse(error);
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );

  return (
    <div className="space-y-4">
      <title>{t('console.nav_store')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_store')}</h1>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="store-form">
        <FormAlert message={general} />
        <FormSection title={t('console.store_about')}>
          <TextField form={form} name="name" label={t('console.store_name')} autoComplete="organization" />
          <TextAreaField form={form} name="description" label={t('console.store_description')} rows={3} />
          <div className="space-y-4 rounded-lg bg-slate-50 p-3">
            <TextField
              form={form}
              name="translations.ur.name"
              label={t('console.store_name_ur')}
              lang="ur"
              dir="rtl"
            />
            <TextAreaField
              form={form}
              name="translations.ur.description"
              label={t('console.store_description_ur')}
              rows={3}
              lang="ur"
              dir="rtl"
            />
          </div>
          <TextAreaField
            form={form}
            name="announcement"
            label={t('store.announcement')}
            hint={t('console.announcement_hint')}
            rows={2}
          />
        </FormSection>
        <FormSection title={t('console.apply_images_section')}>
          {(['logo', 'cover_photo'] as const).map((name) => {
            const kept = name === 'logo' ? store.logo : store.cover_photo;
            const folder = name === 'logo' ? baseUrls.store_image_url : baseUrls.store_cover_photo_url;
            return (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <ImageField
                    label={t(name === 'logo' ? 'console.logo' : 'console.cover_photo')}
                    hint={t('console.image_hint')}
                    previewLabel={t(name === 'logo' ? 'console.logo_preview' : 'console.cover_preview')}
                    chooseLabel={t('console.choose_image')}
                    noneLabel={t(kept ? 'console.image_kept' : 'console.no_image')}
                    error={errorOf(name)}
                    file={field.value instanceof File ? field.value : undefined}
                    currentUrl={kept ? `${folder}/${kept}` : null}
                    onChange={(file) => field.onChange(file)}
                    wide={name === 'cover_photo'}
                  />
                )}
              />
            );
          })}
        </FormSection>
        <FormSection title={t('console.store_delivery_section')}>
          <TextField
            form={form}
            name="address"
            label={t('console.store_address')}
            autoComplete="street-address"
          />
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              form={form}
              name="minimum_order"
              label={t('console.minimum_order_rs')}
              inputMode="numeric"
              dir="ltr"
            />
            <TextField form={form} name="tax" label={t('console.vat')} inputMode="decimal" dir="ltr" />
          </div>
          <DeliveryTimeFields form={form} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">{t('console.delivery_options')}</legend>
            {(['free_delivery', 'take_away'] as const).map((name) => (
              <label key={name} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" {...form.register(name)} className="size-5 accent-brand-600" />
                {t(name === 'free_delivery' ? 'store.free_delivery' : 'console.take_away')}
              </label>
            ))}
          </fieldset>
        </FormSection>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t('console.store_save')}
          pendingLabel={t('console.saving')}
        />
      </form>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
