import { endpoints, type VendorStore } from '@bazaar/contract';
import { pakistanDate } from '@bazaar/domain';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Card } from '../kit/card';
import { controlClass, Field } from '../kit/form';
import { useToast } from '../kit/toasts';
import { api } from '../lib/api';
import { formRefusal } from '../lib/form-errors';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';
import { OpenBadge } from '../shell/console-shell';

const DAY_MS = 86_400_000;

/** Tomorrow at 09:00 in Pakistan, as a datetime-local input writes it (the API reads it as Pakistan time). */
const tomorrowMorning = () => `${pakistanDate(Date.now() + DAY_MS)}T09:00`;

const BUTTON =
  'min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70';

/**
 * Open now, and "close the store until…" (PUT vendor/update-active-status): while the seller's closing
 * lasts, a banner says until when, with a button that opens the store again at once.
 */
export function ClosedSwitch({ store }: { store: VendorStore }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [until, setUntil] = useState(tomorrowMorning);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const closedUntil =
    store.closed_until && Date.parse(store.closed_until) > Date.now() ? store.closed_until : null;

  const change = async (body: { closed: 0 | 1; closed_until?: string }) => {
    setPending(true);
    setError(null);
    try {
      const answer = await api(endpoints.vendorActiveStatus, { body });
      toast(answer.message);
      await revalidator.revalidate();
    } catch (failure) {
      const refusal = formRefusal(failure, ['closed_until'], t('console.error_hint'));
      setError(refusal.fields.closed_until ?? refusal.general);
    } finally {
      setPending(false);
    }
  };

  const reason = !store.active
    ? t('console.store_off_by_operator')
    : store.open
      ? t('console.open_by_hours')
      : t('console.closed_by_hours');

  return (
    <Card title={t('console.store_status')} action={<OpenBadge open={store.open === 1} />}>
      {closedUntil ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 tablet:flex-row tablet:items-center"
          data-testid="closed-banner"
        >
          <PauseCircle aria-hidden className="size-6 shrink-0" />
          <p className="flex-1">{t('console.closed_until_banner', { when: format.when(closedUntil) })}</p>
          <button
            type="button"
            disabled={pending}
            onClick={() => change({ closed: 0 })}
            className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('console.reopen_now')}
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700" data-testid="open-now" data-open={store.open}>
            {reason}
          </p>
          <div className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
            <div className="tablet:w-64">
              <Field
                label={t('console.closed_until')}
                hint={t('console.closed_until_hint')}
                error={error ?? undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    dir="ltr"
                    value={until}
                    onChange={(e) => setUntil(e.target.value)}
                    className={controlClass}
                    data-testid="closed-until"
                  />
                )}
              </Field>
            </div>
            <button
              type="button"
              disabled={pending}
              onClick={() => change({ closed: 1, closed_until: until })}
              className={`${BUTTON} bg-amber-700 text-white hover:bg-amber-800 tablet:mb-6`}
            >
              {t('console.close_until_then')}
            </button>
            <button
              type="button"
              disabled={pending}
              onClick={() => change({ closed: 1 })}
              className={`${BUTTON} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 tablet:mb-6`}
            >
              {t('console.close_today')}
            </button>
          </div>
        </div>
      )}
    </Card>
  );
}
