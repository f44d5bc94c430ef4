import { phoneSchema, t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Form } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddressSection } from '../checkout/address-section';
import { RegisterForm } from './auth-forms';
import { PHONE_PLACEHOLDER } from './fields';

/** The page's HTML with `children` rendered inside a router, as a route renders it. */
function html(children: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{children}</> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

/** The hint under the field named `name`: the text of the element its aria-describedby names. */
function hintOf(page: string, name: string) {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? '';
  const ids = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ') ?? [];
  return ids
    .map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(page)?.[1])
    .filter(Boolean)
    .join(' ');
}

describe('every phone field asks for the same form of number', () => {
  it('sign-up and checkout show the same hint, and the example a field shows is one it accepts', () => {
    const signUp = html(<RegisterForm submit={{ Form, failure: undefined, busy: false }} redirectTo="/" />);
    const checkout = html(
      <AddressSection
        addresses={[]}
        cities={[]}
        start={{ lat: 33.7, lng: 73.1 }}
        fieldErrors={{}}
        addressErrors={[]}
        values={{}}
      />,
    );
    expect(hintOf(signUp, 'phone')).toBe(t('common.phone_hint'));
    expect(hintOf(checkout, 'contact_person_number')).toBe(t('common.phone_hint'));
    expect(signUp).toContain(`placeholder="${PHONE_PLACEHOLDER}"`);
    expect(phoneSchema.safeParse(PHONE_PLACEHOLDER).success).toBe(true);
  });
});
