import { endpoints } from '@bazaar/contract';
import {
  DELIVERY_MAN_TYPES,
  deliveryManRegistrationSchema,
  IDENTITY_TYPES,
  MAX_IMAGES,
} from '@bazaar/domain';
import { Controller } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { controlClass, Field, FormAlert, FormSection, SubmitButton, TextField } from '../../kit/form';
import { ImageField, ImageListField } from '../../kit/image-field';
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
 * The courier application (POST auth/delivery-man/store, multipart): every spec §3 field (name, contact,
 * password, identity document with one to three pictures, a photo, how they are paid, the zone they
 * work), checked by the domain's schema and then by the API; once sent it waits for review.
 */
export default function ApplyToDeliver() {
  const t = useT();
  const { zones, zonesFailed } = useLoaderData<typeof clientLoader>();
  const { form, general, sentTo, submit, errorOf } = useApplication(
    deliveryManRegistrationSchema,
    {
      f_name: '',
      l_name: '',
      email: '',
      phone: '',
      password: '',
      identity_type: 'nid',
      identity_number: '',
      identity_image: [],
      type: 'freelancer',
      zone_id: '',
    },
    (body) => api(endpoints.courierApplication, { body }),
  );
  const imageTexts = {
    hint: t('console.image_hint'),
    chooseLabel: t('console.choose_image'),
    noneLabel: t('console.no_image'),
  };

  if (sentTo)
    return (
      <ApplicationDone
        hint={t('console.courier_apply_done_hint', { email: sentTo })}
        signInTo="/courier/login"
      />
    );

  const title = t('console.courier_apply_title');
  return (
    <PublicFrame title={title} wide>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-600">{t('console.courier_apply_intro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5" data-testid="apply-form">
        <FormAlert message={general} />
        <FormSection title={t('console.courier_apply_you')}>
          <ApplicantFields form={form} />
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <ImageField
                {...imageTexts}
                label={t('console.courier_photo')}
                previewLabel={t('console.courier_photo_preview')}
                error={errorOf('image')}
                file={field.value instanceof File ? field.value : undefined}
                onChange={(file) => field.onChange(file)}
              />
            )}
          />
        </FormSection>
        <FormSection title={t('console.courier_apply_identity')}>
          <Field label={t('console.courier_identity_type')} error={errorOf('identity_type')}>
            {(control) => (
              <select {...control} {...form.register('identity_type')} className={controlClass}>
                {IDENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`console.identity_${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            form={form}
            name="identity_number"
            label={t('console.courier_identity_number')}
            dir="ltr"
          />
          <Controller
            control={form.control}
            name="identity_image"
            render={({ field }) => (
              <ImageListField
                {...imageTexts}
                label={t('console.courier_identity_images', { max: MAX_IMAGES })}
                previewLabel={t('console.courier_identity_preview')}
                removeLabel={(name) => t('console.remove_image', { name })}
                error={errorOf('identity_image')}
                files={Array.isArray(field.value) ? field.value.filter((f) => f instanceof File) : []}
                onChange={(files) => field.onChange(files)}
                max={MAX_IMAGES}
              />
            )}
          />
        </FormSection>
        <FormSection title={t('console.courier_apply_work')}>
          <Field label={t('console.courier_type')} error={errorOf('type')}>
            {(control) => (
              <select {...control} {...form.register('type')} className={controlClass}>
                {DELIVERY_MAN_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`console.courier_type_${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FormAlert message={zonesFailed ? t('console.zones_failed') : null} />
          <Field label={t('console.zone')} hint={t('console.courier_zone_hint')} error={errorOf('zone_id')}>
            {(control) => (
              <select {...control} {...form.register('zone_id')} className={controlClass}>
                <option value="">{t('console.zone_choose')}</option>
                {zones.map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {zone.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FormSection>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t('console.apply_submit')}
          pendingLabel={t('console.apply_sending')}
        />
      </form>
      <HaveAccount question={t('console.courier_apply_have_account')} signInTo="/courier/login" />
    </PublicFrame>
  );
}
