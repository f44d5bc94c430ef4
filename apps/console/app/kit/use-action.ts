import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { signedIn } from '../lib/api';
import { refusalMessage } from '../lib/form-errors';
import { useT } from '../lib/i18n';
import type { ConsoleArea } from '../lib/session';
import { useToast } from './toasts';

/**
 * A button's call to the API (a status move, going online, cash collected): busy while it runs; then
 * the answer's sentence in a toast and the page's data loaded again, or the API's refusal in an error
 * toast (and, with `reloadOnError`, the data loaded again: someone else may have changed it).
 */
export function useAction(area: ConsoleArea) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<string>, { reloadOnError = false } = {}) => {
    setBusy(true);
    try {
      toast(await signedIn(area, call));
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast(refusalMessage(error, t('console.error_hint')), 'error');
      if (reloadOnError) await revalidator.revalidate();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
