import { resolveLocale } from '@bazaar/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './lib/messages';

/**
 * React Router's default client entry, after the page's catalogue has loaded (preloaded by the root's
 * `<link data-page-messages>`), so the browser renders the same words the server wrote.
 */
const href = document.querySelector('link[data-page-messages]')?.getAttribute('href');
loadCatalogue(resolveLocale(document.documentElement.lang), href).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
