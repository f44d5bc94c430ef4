import { LoginPage, skipIfSignedIn } from '../auth/login-page';
import type { Route } from './+types/login';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return skipIfSignedIn('seller', request);
}

export default function SellerLogin() {
  return <LoginPage area="seller" />;
}
