import { endpoints, type VendorStore } from '@bazaar/contract';
import { MAX_RANGES_A_DAY } from '@bazaar/domain';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { Card } from '../../kit/card';
import { FormAlert, SubmitButton, showRefusal, useContractForm } from '../../kit/form';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { UnsavedChangesGuard } from '../../kit/unsaved-changes';
import { api, signedIn } from '../../lib/api';
import { formRefusal } from '../../lib/form-errors';
import { renderMessage, useT } from '../../lib/i18n';
import {
  copyDayToAll,
  NEW_RANGE,
  rangeFieldOf,
  WEEK_ORDER,
  type WeekForm,
  weekForm,
  weekFormSchema,
  weekRanges,
} from '../../lib/week-form';
import { ClosedSwitch } from '../../store/closed-switch';

export async function clientLoader() {
  const profile = await signedIn('seller', () => api(endpoints.vendorProfile));
  return { store: profile.store };
}

type WeekFormApi = UseFormReturn<WeekForm, unknown, WeekForm>;

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

type TimeName = `days.${number}.ranges.${number}.${'opening_time' | 'closing_time'}`;

function TimeError({ form, name }: { form: WeekFormApi; name: TimeName }) {
  const t = useT();
  const message = form.getFieldState(name, form.formState).error?.message;
  if (!message) return null;
  return (
    <p className="text-sm text-red-700" data-testid="field-error">
      {renderMessage(t, message)}
    </p>
  );
}

/** One day: open or closed, and while open its ranges, each removable, with one more to add. */
function DayHours({ form, day }: { form: WeekFormApi; day: number }) {
  const t = useT();
  const dayName = t(`store.day.${day}` as 'store.day.0');
  const ranges = useFieldArray({ control: form.control, name: `days.${day}.ranges` });
  const open = useWatch({ control: form.control, name: `days.${day}.open` });
  const time = (r: number, end: 'opening_time' | 'closing_time') => {
    const name = `days.${day}.ranges.${r}.${end}` as const;
    const invalid = Boolean(form.getFieldState(name, form.formState).error);
    return (
      <input
        type="time"
        dir="ltr"
        aria-label={t(end === 'opening_time' ? 'console.hours_opens_at' : 'console.hours_closes_at', {
          day: dayName,
          n: r + 1,
        })}
        aria-invalid={invalid}
        data-testid={`hours-${end === 'opening_time' ? 'from' : 'to'}-${day}-${r}`}
        {...form.register(name)}
        className="min-h-11 w-32 rounded-lg border border-slate-300 bg-white px-2 text-base aria-invalid:border-red-600"
      />
    );
  };
  return (
    <fieldset
      className="grid gap-3 border-b border-slate-100 py-3 last:border-0 tablet:grid-cols-[10rem_1fr]"
      data-testid={`hours-day-${day}`}
    >
      <legend className="sr-only">{dayName}</legend>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          {...form.register(`days.${day}.open`)}
          className="size-5 accent-brand-600"
          data-testid={`hours-open-${day}`}
        />
        {dayName}
      </label>
      {open ? (
        <div className="space-y-2">
          {ranges.fields.map((field, r) => (
            <div key={field.id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                {time(r, 'opening_time')}
                <span aria-hidden>–</span>
                {time(r, 'closing_time')}
                {ranges.fields.length > 1 && (
                  <button
                    type="button"
                    onClick={() => ranges.remove(r)}
                    aria-label={t('console.hours_remove', { day: dayName, n: r + 1 })}
                    className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                )}
              </div>
              <TimeError form={form} name={`days.${day}.ranges.${r}.opening_time`} />
              <TimeError form={form} name={`days.${day}.ranges.${r}.closing_time`} />
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            {ranges.fields.length < MAX_RANGES_A_DAY && (
              <button
                type="button"
                onClick={() => ranges.append({ ...NEW_RANGE })}
                className={SMALL_BUTTON}
                aria-label={t('console.hours_add_for', { day: dayName })}
              >
                <Plus aria-hidden className="size-4" />
                {t('console.hours_add')}
              </button>
            )}
            <button
              type="button"
              onClick={() => ranges.replace([{ opening_time: '00:00', closing_time: '00:00' }])}
              className={SMALL_BUTTON}
              aria-label={t('console.hours_all_day_for', { day: dayName })}
              data-testid={`hours-all-day-${day}`}
            >
              {t('store.open_all_day')}
            </button>
          </div>
        </div>
      ) : (
        <p className="flex min-h-11 items-center text-slate-600">{t('store.closed_all_day')}</p>
      )}
    </fieldset>
  );
}

/** The week's hours, replaced at once (PUT vendor/schedule); every problem under its range. */
function WeekHours({ store }: { store: VendorStore }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [general, setGeneral] = useState<string | null>(null);
  const form: WeekFormApi = useContractForm(weekFormSchema, weekForm(store.schedules));
  const submit = form.handleSubmit(
    async (values) => {
      setGeneral(null);
      const { ranges, paths } = weekRanges(values);
      try {
        const answer = await api(endpoints.vendorScheduleWeek, { body: { schedules: ranges } });
        form.reset(weekForm(answer.schedules));
        toast(answer.message);
        await revalidator.revalidate();
      } catch (error) {
        const codes = paths.flatMap((_, i) =>
          ['day', 'opening_time', 'closing_time'].map((f) => `schedules.${i}.${f}`),
        );
        const refusal = formRefusal(error, codes, t('console.error_hint'));
        const fields: Record<string, string> = {};
        for (const [code, message] of Object.entries(refusal.fields)) {
          const field = rangeFieldOf(code, paths);
          if (field) fields[field] = message;
        }
        showRefusal(form, { fields, general: refusal.general });
        setGeneral(refusal.general ?? t('console.form_has_errors'));
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );
  return (
    <Card
      title={t('console.hours_week')}
      action={
        <button
          type="button"
          onClick={() => form.reset(copyDayToAll(form.getValues(), 1), { keepDefaultValues: true })}
          className={SMALL_BUTTON}
          data-testid="hours-copy-monday"
        >
          <Copy aria-hidden className="size-4" />
          {t('console.hours_copy_monday')}
        </button>
      }
    >
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="hours-form">
        <FormAlert message={general} />
        <p className="text-sm text-slate-600">{t('console.hours_hint')}</p>
        <div>
          {WEEK_ORDER.map((day) => (
            <DayHours key={day} form={form} day={day} />
          ))}
        </div>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={t('console.hours_save')}
          pendingLabel={t('console.saving')}
        />
      </form>
    </Card>
  );
}

/**
 * The store's opening hours (`/seller/hours`): whether it is open now, "closed until…" with its
 * banner, and the weekly hours editor.
 */
export default function SellerHours() {
  const t = useT();
  const { store } = useLoaderData<typeof clientLoader>();
  return (
    <div className="space-y-4">
      <title>{t('console.nav_hours')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_hours')}</h1>
      <ClosedSwitch store={store} />
      <WeekHours store={store} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
