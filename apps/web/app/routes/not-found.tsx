import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** Every unmatched path: the layout's boundary renders 'Page not found' with status 404. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(new URL(request.url).pathname, { status: 404 });
}

export default function NotFound() {
  return null;
}
