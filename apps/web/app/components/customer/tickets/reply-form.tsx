import type { FormFailure } from '@bazaar/contract/forms';
import { TEXT_MAX } from '@bazaar/domain';
import { Send } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/auth-card';
import { TextAreaField, XsrfField } from '../../auth/fields';
import { AttachmentsField, useAttachments } from './attachments-field';

/** The shopper's reply, with up to 3 photos; the page gives it a new key after a sent reply (emptied). */
export function ReplyForm({ failure }: { failure: FormFailure | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply';
  const files = useAttachments(failure?.fields.attachments);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={files.guard}
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="ticket-reply-form"
    >
      <XsrfField />
      <FormAlert message={failure?.general} />
      <TextAreaField
        id="reply-message"
        name="message"
        label={t('tickets.reply_label')}
        defaultValue={failure?.values?.message}
        error={failure?.fields.message}
        maxLength={TEXT_MAX}
        rows={4}
      />
      <AttachmentsField
        id="reply-attachments"
        error={files.error}
        names={files.names}
        onFiles={files.onFiles}
      />
      <button
        type="submit"
        name="intent"
        value="reply"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto"
        data-testid="reply-submit"
      >
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />{' '}
        {sending ? t('tickets.sending') : t('tickets.reply_submit')}
      </button>
    </Form>
  );
}
