import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm, useRefusal } from '../../kit/form';
import { useT } from '../../lib/i18n';
import { multipartBody } from '../../lib/multipart';

/**
 * An application form (a store's, a courier's): checked by the domain's schema, sent as multipart by
 * `send`, the API's refusals under their fields and the rest above the form; once received, the
 * e-mail it was sent with (the page then says it waits for review).
 */
export function useApplication<TIn extends FieldValues & { email: string }, TOut extends { email: string }>(
  schema: z.ZodObject & z.ZodType<TOut, TIn>,
  defaults: DefaultValues<TIn>,
  send: (body: FormData) => Promise<unknown>,
) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(schema, defaults);
  const { general, setGeneral, refuse } = useRefusal(form, Object.keys(schema.shape));
  const errorOf = (name: string) => {
    const message = form.formState.errors[name as keyof typeof form.formState.errors]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      try {
        await send(multipartBody(values));
        form.reset(form.getValues());
        setSentTo(values.email);
      } catch (error) {
        const refusal = refuse(error);
        if (!refusal.general && Object.keys(refusal.fields).length) setGeneral(t('console.form_has_errors'));
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );
  return { form, general, sentTo, submit, errorOf };
}
