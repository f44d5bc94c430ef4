import type { CustomerInfo } from '@bazaar/contract';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/auth-card';
import { Field, PasswordField, PHONE_PLACEHOLDER, XsrfField } from '../../auth/fields';
import type { SidebarCustomer } from '../sidebar';
import type { ProfileAnswer } from './actions.server';
import { ProfilePhoto } from './profile-photo';

export const SAVE_BUTTON =
  'min-h-11 w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto';

/**
 * Photo, names, phone (without the country code) and email in one form (spec §3 User, §5). Changing the
 * email of an account with a password asks for that password (decision 306): the field appears once the
 * email differs, or when the server asked for it.
 */
export function ProfileForm({
  me,
  avatar,
  answer,
}: {
  me: CustomerInfo;
  avatar: SidebarCustomer;
  answer: ProfileAnswer | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const mine = answer?.intent === 'profile' ? answer : undefined;
  const fields = mine?.fields ?? {};
  const values = mine?.values ?? {
    f_name: me.f_name,
    l_name: me.l_name,
    email: me.email,
    phone: me.phone ?? '',
  };
  const [email, setEmail] = useState(values.email ?? me.email);
  const askPassword =
    me.has_password &&
    (email.trim().toLowerCase() !== me.email.toLowerCase() || Boolean(fields.current_password));
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      data-testid="profile-form"
      onChange={(e) => {
        const input = e.target;
        if (input instanceof HTMLInputElement && input.name === 'email') setEmail(input.value);
      }}
    >
      <XsrfField />
      <input type="hidden" name="intent" value="profile" />
      <FormAlert message={mine?.general} />
      <ProfilePhoto customer={avatar} error={fields.image} />
      <div className="grid gap-x-4 tablet:grid-cols-2">
        <Field
          name="f_name"
          idPrefix="profile"
          label={t('authui.first_name')}
          autoComplete="given-name"
          defaultValue={values.f_name}
          error={fields.f_name}
        />
        <Field
          name="l_name"
          idPrefix="profile"
          label={t('authui.last_name')}
          autoComplete="family-name"
          defaultValue={values.l_name}
          error={fields.l_name}
        />
        <Field
          name="phone"
          idPrefix="profile"
          type="tel"
          label={t('authui.phone')}
          hint={t('common.phone_hint')}
          placeholder={PHONE_PLACEHOLDER}
          autoComplete="tel-national"
          defaultValue={values.phone}
          error={fields.phone}
        />
        <div>
          <Field
            name="email"
            idPrefix="profile"
            type="email"
            label={t('authui.email')}
            autoComplete="email"
            defaultValue={values.email}
            error={fields.email}
          />
          {me.email_verified_at && email === me.email && (
            <p
              className="-mt-3 mb-4 flex items-center gap-1 text-xs font-medium text-emerald-700"
              data-testid="email-verified"
            >
              <BadgeCheck className="size-4" aria-hidden /> {t('authui.email_confirmed')}
            </p>
          )}
        </div>
      </div>
      {askPassword && (
        <div className="tablet:w-1/2 tablet:pe-2">
          <PasswordField
            name="current_password"
            idPrefix="profile"
            label={t('profile.current_password')}
            autoComplete="current-password"
            error={fields.current_password}
          />
          {!fields.current_password && (
            <p className="-mt-3 mb-4 text-xs text-slate-500">{t('profile.current_password_hint')}</p>
          )}
        </div>
      )}
      <button type="submit" disabled={busy} className={SAVE_BUTTON}>
        {busy ? t('profile.saving') : t('profile.save')}
      </button>
    </Form>
  );
}
