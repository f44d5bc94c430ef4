import { Form, useNavigation } from 'react-router';
import { XsrfField } from '../auth/fields';

/**
 * A form of the cart page: posts to /cart with the XSRF field and whose cart it is (a guest's is
 * changed in the browser by the route's client action; a signed-in one on the server).
 */
export function CartForm({
  mode,
  children,
  className,
}: {
  mode: 'stored' | 'guest';
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" action="/cart" preventScrollReset className={className}>
      <XsrfField />
      <input type="hidden" name="mode" value={mode} />
      {children}
    </Form>
  );
}

/** True while a cart change is on its way and the figures are being worked out again. */
export function useCartBusy(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formAction === '/cart';
}
