import { DELIVERY_TIME_TYPES } from '@bazaar/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '../lib/i18n';
import { controlClass, Field, TextField } from './form';

/** A form with the store's delivery time, as the application and the store settings both ask it. */
type DeliveryTimeForm = {
  minimum_delivery_time?: unknown;
  maximum_delivery_time?: unknown;
  delivery_time_type?: unknown;
};

/** The delivery time's three fields (shortest, longest, minutes or hours) in one row. */
export function DeliveryTimeFields<T extends FieldValues & DeliveryTimeForm>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const t = useT();
  const type = 'delivery_time_type' as Path<T>;
  return (
    <div className="grid gap-4 tablet:grid-cols-3">
      <TextField
        form={form}
        name={'minimum_delivery_time' as Path<T>}
        label={t('console.min_delivery_time')}
        inputMode="numeric"
        dir="ltr"
      />
      <TextField
        form={form}
        name={'maximum_delivery_time' as Path<T>}
        label={t('console.max_delivery_time')}
        inputMode="numeric"
        dir="ltr"
      />
      <Field
        label={t('console.delivery_time_type')}
        error={form.getFieldState(type, form.formState).error?.message}
      >
        {(control) => (
          <select {...control} {...form.register(type)} className={controlClass}>
            {DELIVERY_TIME_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {t(kind === 'minute' ? 'console.delivery_minute' : 'console.delivery_hours')}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
