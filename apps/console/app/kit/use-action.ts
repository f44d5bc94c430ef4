import { useRevalidator } from 'react-router';
import { formRefusal } from '../lib/form-errors';
import { useT } from '../lib/i18n';
import { useToast } from './toasts';

/**
 * A change made from a list (switch, delete): the call, then the list read again and a toast saying
 * what was done, or the API's refusal (in the page's language) as an error toast. Answers whether it
 * was done.
 */
export function useAction() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  return async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast(done);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast(formRefusal(error, [], t('console.error_hint')).general ?? t('console.error_hint'), 'error');
      return false;
    }
  };
}
