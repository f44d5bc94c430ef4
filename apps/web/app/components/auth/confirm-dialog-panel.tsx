import * as Dialog from '@radix-ui/react-dialog';
import { Form } from 'react-router';
import { focusBackTo } from '../../lib/dialog-on-demand';
import { useT } from '../../lib/i18n';
import { XsrfField } from './fields';

/** The question of a ConfirmDialog (confirm-dialog.tsx), loaded when its trigger is first wanted. */
export default function ConfirmDialogPanel({
  open,
  setOpen,
  action,
  title,
  question,
  testId,
  danger,
  returnFocus,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  action: string;
  title: string;
  question: string;
  testId: string;
  danger: boolean;
  /** Where focus goes back to on close: the control that opened it. */
  returnFocus: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={focusBackTo(returnFocus)}
          role="alertdialog"
          data-testid={testId}
          className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{question}</Dialog.Description>
          <Form method="post" action={action} className="mt-6 flex gap-3" onSubmit={() => setOpen(false)}>
            <XsrfField />
            <Dialog.Close asChild>
              <button
                type="button"
                className="min-h-11 flex-1 rounded-full border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
              >
                {t('common.no')}
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className={`min-h-11 flex-1 rounded-full px-4 py-2.5 font-semibold text-white ${
                danger ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {t('common.yes')}
            </button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
