import * as Dialog from '@radix-ui/react-dialog';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { XsrfField } from '../../auth/fields';

const TRIGGER =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Yes / No under the question; Yes posts intent=close. */
function Answers({ onNo, noHref }: { onNo?: () => void; noHref?: string }) {
  const t = useT();
  const no =
    'min-h-11 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-700 hover:bg-slate-50';
  return (
    <Form method="post" className="mt-6 flex gap-3" onSubmit={onNo}>
      <XsrfField />
      {noHref ? (
        <Link to={noHref} className={no} replace>
          {t('common.no')}
        </Link>
      ) : (
        <Dialog.Close asChild>
          <button type="button" className={no}>
            {t('common.no')}
          </button>
        </Dialog.Close>
      )}
      <button
        type="submit"
        name="intent"
        value="close"
        className="min-h-11 flex-1 rounded-full bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700"
        data-testid="close-ticket-yes"
      >
        {t('common.yes')}
      </button>
    </Form>
  );
}

/**
 * 'Close ticket' with a confirmation. The trigger is a link to `?confirm=close`, where the page asks the
 * same question inline, so closing works before scripts load; with scripts a dialog asks.
 */
export function CloseTicket({ threadHref }: { threadHref: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Link
          to={`${threadHref}?confirm=close`}
          className={TRIGGER}
          data-testid="close-ticket"
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            setOpen(true);
          }}
        >
          <Lock className="size-4" aria-hidden /> {t('tickets.close')}
        </Link>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid="close-ticket-dialog"
          className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('tickets.close')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('tickets.close_question')}
          </Dialog.Description>
          <Answers onNo={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The same question inline, for `?confirm=close` (the link's page without scripts). */
export function CloseTicketInline({ threadHref }: { threadHref: string }) {
  const t = useT();
  return (
    <div
      role="alertdialog"
      aria-labelledby="close-inline-title"
      className="rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <p id="close-inline-title" className="font-bold">
        {t('tickets.close')}
      </p>
      <p className="mt-1 text-slate-700">{t('tickets.close_question')}</p>
      <Answers noHref={threadHref} />
    </div>
  );
}
