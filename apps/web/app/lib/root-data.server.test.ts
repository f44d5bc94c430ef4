import { catalogues } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { loader } from '../routes/messages';
import { messagesFile, messagesHref, rootData } from './root-data.server';

type LoaderArgs = Parameters<typeof loader>[0];
const get = async (file: string) => {
  try {
    return loader({ params: { file } } as unknown as LoaderArgs);
  } catch (thrown) {
    return thrown as Response;
  }
};

describe("a page's catalogue for the browser", () => {
  it('is named by its language and its content, and not part of the root data', () => {
    expect(rootData('en')).toEqual({ locale: 'en', messagesHref: null });
    for (const locale of ['ar', 'sp', 'ur'] as const) {
      const href = messagesHref(locale);
      expect(href).toMatch(new RegExp(`^/messages/${locale}\\.[\\w-]{12}\\.json$`));
      expect(rootData(locale)).toEqual({ locale, messagesHref: href });
    }
    expect(new Set(['ar', 'sp', 'ur'].map((l) => messagesHref(l as 'ar')))).toHaveProperty('size', 3);
  });

  it.each([
    ['the current address', () => messagesHref('ur').slice('/messages/'.length), true],
    ['an older page’s address', () => 'ur.0ldHash00000.json', false],
  ])('%s answers the catalogue', (_, name, current) => {
    const file = messagesFile(name());
    expect(file?.current).toBe(current);
    expect(JSON.parse(file?.json ?? '{}')).toEqual(catalogues.ur);
  });

  it.each([
    'en.abc.json',
    'xx.abc.json',
    'ur.json',
    'ur.abc.js',
    '../ur.abc.json',
    '',
  ])('%s is no catalogue', (name) => {
    expect(messagesFile(name)).toBeNull();
  });

  it('is kept for good at its current address, revalidated at an old one, and 404 otherwise', async () => {
    const current = await get(messagesHref('ar').slice('/messages/'.length));
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await current.json()) as Record<string, string>)['cart.updated']).toBe(
      catalogues.ar['cart.updated'],
    );
    expect((await get('ar.0ldHash00000.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('en.x.json')).status).toBe(404);
  });
});
