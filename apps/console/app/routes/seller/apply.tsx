import { endpoints } from '@bazaar/contract';
import { storeRegistrationSchema } from '@bazaar/domain';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useLoaderData } from 'react-router';
import { DeliveryTimeFields } from '../../kit/delivery-time-fields';
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
import { ImageField } from '../../kit/image-field';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api } from '../../lib/api';
import { formRefusal } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { PublicFrame } from '../auth/public-frame';

const FIELDS = Object.keys(storeRegistrationSchema.shape);

/** The zones to choose from: the market's cities (their names in the page's language) and their centres. */
export async function clientLoader() {
  try {
    const { cities } = await api(endpoints.citiesList);
    const zones = new Map<number, { id: number; name: string; latitude: number; longitude: number }>();
    for (const city of cities)
      if (city.zone_id !== null && !zones.has(city.zone_id))
        zones.set(city.zone_id, {
          id: city.zone_id,
          name: city.local_name,
          latitude: city.latitude,
          longitude: city.longitude,
        });
    return { zones: [...zones.values()], zonesFailed: false };
  } catch {
    return { zones: [], zonesFailed: true };
  }
}

/**
 * The store application (POST auth/vendor/register, multipart): every spec §3 field, checked in the
 * browser by the domain's own schema and then by the API, whose field errors show under each field.
 * Once sent it waits, pending, for the operator; the page says so.
 */
export default function ApplyForStore() {
  const t = useT();
  const { zones, zonesFailed } = useLoaderData<typeof clientLoader>();
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(storeRegistrationSchema, {
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
  });
  const errorOf = (name: string) => {
    const message = form.formState.errors[name as keyof typeof form.formState.errors]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) {
        if (value instanceof File) body.set(name, value);
        else if (value !== undefined && value !== null) body.set(name, String(value));
      }
      try {
        await api(endpoints.storeApplication, { body });
        form.reset(form.getValues());
        setSentTo(values.email);
      } catch (error) {
        const refusal = formRefusal(error, FIELDS, t('console.error_hint'));
        showRefusal(form, refusal);
        setGeneral(
          refusal.general ?? (Object.keys(refusal.fields).length ? t('console.form_has_errors') : null),
        );
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );

  const title = t('console.apply_title');
  if (sentTo) {
    return (
      <PublicFrame title={t('console.apply_done_title')} wide>
        <div
          role="status"
          className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          data-testid="apply-done"
        >
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-3 font-display text-2xl font-bold">{t('console.apply_done_title')}</h1>
          <p className="mt-2 text-slate-700">{t('console.apply_done_hint', { email: sentTo })}</p>
          <Link
            to="/seller/login"
            className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('console.sign_in')}
          </Link>
        </div>
      </PublicFrame>
    );
  }

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
          <div className="grid gap-4 tablet:grid-cols-2">
            <TextField form={form} name="f_name" label={t('console.first_name')} autoComplete="given-name" />
            <TextField form={form} name="l_name" label={t('console.last_name')} autoComplete="family-name" />
          </div>
          <TextField
            form={form}
            name="email"
            label={t('console.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <TextField
            form={form}
            name="phone"
            label={t('console.phone')}
            hint={t('common.phone_hint')}
            type="tel"
            autoComplete="tel-national"
            dir="ltr"
          />
          <TextField
            form={form}
            name="password"
            label={t('console.password')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
          />
        </FormSection>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t('console.apply_submit')}
          pendingLabel={t('console.apply_sending')}
        />
      </form>
      <p className="mt-6 text-center text-sm">
        {t('console.apply_have_account')}{' '}
        <Link to="/seller/login" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('console.sign_in')}
        </Link>
      </p>
    </PublicFrame>
  );
}
