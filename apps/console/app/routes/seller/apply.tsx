import { endpoints } from '@bazaar/contract';
import { storeRegistrationSchema } from '@bazaar/domain';
import { Controller } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { DeliveryTimeFields } from '../../kit/delivery-time-fields';
import { controlClass, Field, FormAlert, FormSection, SubmitButton, TextField } from '../../kit/form';
import { ImageField } from '../../kit/image-field';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { loadZones } from '../../lib/zones';
import { ApplicantFields, HaveAccount } from '../auth/applicant-fields';
import { ApplicationDone } from '../auth/application-done';
import { PublicFrame } from '../auth/public-frame';
import { useApplication } from '../auth/use-application';

/** The zones to choose from (lib/zones.ts). */
export function clientLoader() {
  return loadZones();
}

/**
 * The store application (POST auth/vendor/register, multipart): every spec §3 field, checked in the
 * browser by the domain's own schema and then by the API, whose field errors show under each field.
 * Once sent it waits, pending, for the operator; the page says so.
 */
export default function ApplyForStore() {
  const t = useT();
  const { zones, zonesFailed } = useLoaderData<typeof clientLoader>();
  const { form, general, sentTo, submit, errorOf } = useApplication(
    storeRegistrationSchema,
    {
      store_name: '',
      store_address: '',
      tax: '0',
      minimum_delivery_time: '30',
      maximum_delivery_time: '60',
      delivery_time_type: 'minute',
      zone_id: '',
      latitude: '',
      longitude: '',
      f_name: '',
      l_name: '',
      email: '',
      phone: '',
      password: '',
    },
    (body) => api(endpoints.storeApplication, { body }),
  );

  const title = t('console.apply_title');
  if (sentTo)
    return (
      <ApplicationDone hint={t('console.apply_done_hint', { email: sentTo })} signInTo="/seller/login" />
    );

  return (
    <PublicFrame title={title} wide>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-600">{t('console.apply_intro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5" data-testid="apply-form">
        <FormAlert message={general} />
        <FormSection title={t('console.apply_store_section')}>
          <TextField
            form={form}
            name="store_name"
            label={t('console.store_name')}
            autoComplete="organization"
          />
          <TextField
            form={form}
            name="store_address"
            label={t('console.store_address')}
            autoComplete="street-address"
          />
          <TextField form={form} name="tax" label={t('console.vat')} inputMode="decimal" dir="ltr" />
        </FormSection>
        <FormSection title={t('console.apply_delivery_section')}>
          <DeliveryTimeFields form={form} />
        </FormSection>
        <FormSection title={t('console.apply_location_section')}>
          <FormAlert message={zonesFailed ? t('console.zones_failed') : null} />
          <Field label={t('console.zone')} error={errorOf('zone_id')}>
            {(control) => (
              <select
                {...control}
                {...form.register('zone_id', {
                  onChange: (e) => {
                    const zone = zones.find((z) => String(z.id) === e.target.value);
                    if (!zone) return;
                    form.setValue('latitude', String(zone.latitude), { shouldDirty: true });
                    form.setValue('longitude', String(zone.longitude), { shouldDirty: true });
                  },
                })}
                className={controlClass}
              >
                <option value="">{t('console.zone_choose')}</option>
                {zones.map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {zone.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField
              form={form}
              name="latitude"
              label={t('console.latitude')}
              inputMode="decimal"
              dir="ltr"
            />
            <TextField
              form={form}
              name="longitude"
              label={t('console.longitude')}
              inputMode="decimal"
              dir="ltr"
            />
          </div>
          <p className="text-sm text-slate-600">{t('console.map_point_hint')}</p>
        </FormSection>
        <FormSection title={t('console.apply_images_section')}>
          {(['logo', 'cover_photo'] as const).map((name) => (
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
                  noneLabel={t('console.no_image')}
                  error={errorOf(name)}
                  file={field.value instanceof File ? field.value : undefined}
                  onChange={(file) => field.onChange(file)}
                  wide={name === 'cover_photo'}
                />
              )}
            />
          ))}
        </FormSection>
        <FormSection title={t('console.apply_owner_section')}>
          <ApplicantFields form={form} />
        </FormSection>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t('console.apply_submit')}
          pendingLabel={t('console.apply_sending')}
        />
      </form>
      <HaveAccount question={t('console.apply_have_account')} signInTo="/seller/login" />
    </PublicFrame>
  );
}
