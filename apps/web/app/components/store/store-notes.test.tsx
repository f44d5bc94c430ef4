import { type Locale, t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootData } from '../../lib/root-data.server';
import { StoreNotes } from './store-notes';

const render = (props: Parameters<typeof StoreNotes>[0], locale: Locale = 'en') => {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [{ index: true, Component: () => <StoreNotes {...props} /> }],
    },
  ]);
  return renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData(locale) } }} />,
  );
};

describe('the seller’s announcement and description on the store page', () => {
  it.each([
    'en',
    'ur',
    'ar',
    'sp',
  ] as const)('are headed in %s, the texts as the answer gave them', (locale) => {
    const html = render(
      { name: 'جناح سپر گروسرز', announcement: 'عید کے دن بند', description: 'ہر صبح تازہ روٹی۔' },
      locale,
    );
    expect(html).toContain(t('store.announcement', {}, locale));
    expect(html).toContain(t('store.about', { store: 'جناح سپر گروسرز' }, locale));
    expect(html).toContain('عید کے دن بند');
    expect(html).toContain('ہر صبح تازہ روٹی۔');
  });

  it('shows only what the seller wrote, as plain text', () => {
    const html = render({ name: 'Jinnah', announcement: '<script>x()</script>', description: null });
    expect(html).toContain('data-testid="store-announcement"');
    expect(html).not.toContain('data-testid="store-description"');
    expect(html).not.toContain('<script>');
    expect(render({ name: 'Jinnah', announcement: null, description: null })).not.toContain(
      'store-announcement',
    );
  });
});
