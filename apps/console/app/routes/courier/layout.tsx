import { Outlet, redirect } from 'react-router';
import { useT } from '../../lib/i18n';
import { loginPath, sessionFor } from '../../lib/session';
import { ConsoleShell } from '../../shell/console-shell';
import type { Route } from './+types/layout';

/** Every courier page: signed in as a courier, or to the sign-in page and back. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!sessionFor('courier')) throw redirect(loginPath('courier', url.pathname + url.search));
  return null;
}

export default function CourierLayout() {
  const t = useT();
  return (
    <ConsoleShell area="courier" title={t('console.courier_title')}>
      <Outlet />
    </ConsoleShell>
  );
}
