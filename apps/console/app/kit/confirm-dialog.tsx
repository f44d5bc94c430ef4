import * as AlertDialog from '@radix-ui/react-alert-dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Red confirm button: the action removes, cancels or cannot be undone. */
  destructive?: boolean;
};

/**
 * The one question asked before anything destructive (Radix AlertDialog: focus kept inside, Escape
 * and the cancel button answer "no", focus returns to the control that asked).
 */
export function ConfirmDialog(props: Props) {
  const tone = props.destructive
    ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
    : 'bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600';
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          data-testid="confirm-dialog"
        >
          <AlertDialog.Title className="font-display text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
            <AlertDialog.Cancel className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={props.onConfirm}
              className={`min-h-11 rounded-lg px-4 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${tone}`}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
