import { LoginPage, skipIfSignedIn } from '../auth/login-page';
import type { Route } from './+types/login';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return skipIfSignedIn('courier', request);
}

export default function CourierLogin() {
  return <LoginPage area="courier" />;
}
