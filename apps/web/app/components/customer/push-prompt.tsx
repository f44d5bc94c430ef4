import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { pushSupport } from '../../lib/push';
import { subscribeAndSave } from '../../lib/push-client';

type Step = 'hidden' | 'ask' | 'busy' | 'on' | 'denied';

/**
 * 'Get order updates' (spec §1, §7): asks for the notification permission on a tap, then subscribes
 * this browser and saves it for the signed-in customer. Nothing is drawn where push is not supported
 * (spec §8: skipped silently) or already on; a blocked permission gets a quiet note on how to allow it.
 * A failure is logged as a warning only (spec §8).
 */
export function PushPrompt() {
  const t = useT();
  const xsrfToken = useRouteLoaderData<ChromeData>('routes/guest-layout')?.xsrfToken ?? '';
  const [step, setStep] = useState<Step>('hidden');
  useEffect(() => {
    const support = pushSupport(window);
    if (support === 'default') setStep('ask');
    else if (support === 'denied') setStep('denied');
  }, []);

  const turnOn = async () => {
    setStep('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'granted') {
        await subscribeAndSave(xsrfToken);
        setStep('on');
      } else setStep(permission === 'denied' ? 'denied' : 'ask');
    } catch (err) {
      console.warn('Push notifications could not be set up', err);
      setStep(pushSupport(window) === 'default' ? 'ask' : 'hidden');
    }
  };

  if (step === 'hidden') return null;
  if (step === 'denied') {
    return (
      <p className="flex items-start gap-2 text-xs text-slate-500" data-testid="push-denied">
        <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden /> {t('pushui.prompt_denied')}
      </p>
    );
  }
  if (step === 'on') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-800"
        data-testid="push-on"
      >
        <BellRing className="size-5 shrink-0" aria-hidden /> {t('pushui.prompt_on')}
      </p>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4"
      data-testid="push-prompt"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand-600">
        <BellRing className="size-5" aria-hidden />
      </span>
      <p className="min-w-0 flex-1 basis-48 text-sm text-slate-700">{t('pushui.prompt_text')}</p>
      <button
        type="button"
        onClick={turnOn}
        disabled={step === 'busy'}
        className="min-h-11 w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto"
      >
        {step === 'busy' ? t('pushui.prompt_busy') : t('pushui.prompt_button')}
      </button>
    </div>
  );
}
