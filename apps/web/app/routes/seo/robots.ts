import type { Route } from './+types/robots';
import { robotsTxt, SEO_CACHE_CONTROL } from './seo-text';

/** `/robots.txt`: crawl everything public, not personal pages, cart, checkout, sign-in or the API. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_CACHE_CONTROL },
  });
}
