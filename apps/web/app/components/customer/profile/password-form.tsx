import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/auth-card';
import { PasswordField, XsrfField } from '../../auth/fields';
import type { ProfileAnswer } from './actions.server';
import { SAVE_BUTTON } from './profile-form';

/**
 * Current, new and confirmed password (spec §5: 'Password should be greater than 6 characters',
 * 'Confirmed password doesn't matched'). Emptied after a change (a new key mounts a fresh form).
 */
export function PasswordForm({ answer }: { answer: ProfileAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const mine = answer?.intent === 'password' ? answer : undefined;
  const fields = mine?.fields ?? {};
  return (
    <Form method="post" noValidate key={mine?.at ?? 'password'} data-testid="password-form">
      <XsrfField />
      <input type="hidden" name="intent" value="password" />
      <FormAlert message={mine?.general} />
      <div className="grid gap-x-4 tablet:grid-cols-2">
        <div className="tablet:col-span-2 tablet:w-1/2 tablet:pe-2">
          <PasswordField
            name="current_password"
            idPrefix="pw"
            label={t('profile.current_password')}
            autoComplete="current-password"
            error={fields.current_password}
          />
        </div>
        <PasswordField
          name="password"
          idPrefix="pw"
          label={t('authui.new_password')}
          autoComplete="new-password"
          error={fields.password}
        />
        <PasswordField
          name="password_confirmation"
          idPrefix="pw"
          label={t('authui.confirm_password')}
          autoComplete="new-password"
          error={fields.password_confirmation}
        />
      </div>
      <button type="submit" disabled={busy} className={SAVE_BUTTON}>
        {busy ? t('profile.saving') : t('authui.update_password')}
      </button>
    </Form>
  );
}
