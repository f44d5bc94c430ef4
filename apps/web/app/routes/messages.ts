import { messagesFile } from '../lib/root-data.server';
import type { Route } from './+types/messages';

const YEAR_SECONDS = 365 * 86_400;

/**
 * `GET /messages/{locale}.{hash}.json`: a language's catalogue for the browser (lib/messages.ts). The
 * current address is kept for good (its hash changes with its texts); an older one gets today's texts,
 * revalidated each time. Anything else is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const file = messagesFile(params.file);
  if (!file) throw new Response(null, { status: 404 });
  return new Response(file.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': file.current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
    },
  });
}
