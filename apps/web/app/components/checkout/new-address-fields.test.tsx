import { t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewAddressFields } from './new-address-fields';

const CITIES = [
  { id: 4, name: 'Karachi', local_name: 'Karachi', zone_id: 3, latitude: 24.8607, longitude: 67.0011 },
  { id: 1, name: 'Islamabad', local_name: 'Islamabad', zone_id: 1, latitude: 33.6844, longitude: 73.0479 },
  { id: 3, name: 'Lahore', local_name: 'Lahore', zone_id: 2, latitude: 31.5204, longitude: 74.3587 },
];
const ISLAMABAD = { lat: 33.6844, lng: 73.0479 };

/** The fields' HTML as a route renders them (useT reads the chrome's data through the router). */
function render(props: Partial<Parameters<typeof NewAddressFields>[0]> = {}) {
  const fields = (
    <NewAddressFields cities={CITIES} start={ISLAMABAD} fieldErrors={{}} values={{}} {...props} />
  );
  const Stub = createRoutesStub([{ path: '/', Component: () => fields }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const selected = (html: string) => /<option value="(\d+)" selected="">/.exec(html)?.[1];
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
const detailsOpen = (html: string) => /<details[^>]*\sopen=""/.test(html);

describe('a new address: city first, coordinates only when asked', () => {
  it('starts in the city nearest the market’s default location, at its centre, coordinates tucked away', () => {
    const html = render();
    expect(selected(html)).toBe('1');
    expect(html).toContain(t('checkout.point_city', { city: 'Islamabad' }));
    expect(inputValue(html, 'latitude')).toBe('');
    expect(inputValue(html, 'longitude')).toBe('');
    expect(detailsOpen(html)).toBe(false);
  });

  it('keeps what the shopper posted after a refusal: the city and their own point', () => {
    const html = render({ values: { city_id: '3', latitude: '31.4700', longitude: '74.4100' } });
    expect(selected(html)).toBe('3');
    expect(inputValue(html, 'latitude')).toBe('31.4700');
    expect(html).toContain(t('checkout.point_own'));
    expect(html).toContain(t('checkout.point_centre', { city: 'Lahore' }));
  });

  it('opens the coordinates when they were refused, with the message under them', () => {
    const html = render({ fieldErrors: { latitude: 'Latitude is out of range.' } });
    expect(detailsOpen(html)).toBe(true);
    expect(html).toContain('Latitude is out of range.');
  });

  it('without the cities, asks for the point itself, starting at the market’s default location', () => {
    const html = render({ cities: [] });
    expect(html).not.toContain('name="city_id"');
    expect(detailsOpen(html)).toBe(true);
    expect(inputValue(html, 'latitude')).toBe('33.6844');
    expect(inputValue(html, 'longitude')).toBe('73.0479');
  });

  it('names the cities in the page’s language, the stored name staying the option’s value’s city', () => {
    const urdu = CITIES.map((c) => ({
      ...c,
      local_name: { Karachi: 'کراچی', Islamabad: 'اسلام آباد', Lahore: 'لاہور' }[c.name]!,
    }));
    const html = render({ cities: urdu });
    expect(html).toContain('<option value="3">لاہور</option>');
    expect(html).not.toContain('>Lahore<');
    expect(html).toContain(t('checkout.point_city', { city: 'اسلام آباد' }));
  });

  it('shows the city’s error under the city', () => {
    const html = render({ fieldErrors: { city_id: t('checkout.city_required') } });
    expect(html).toMatch(/id="checkout-city_id-error"[^>]*>Choose your city\.</);
  });
});
