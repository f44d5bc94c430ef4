import type { City } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { cityById, deliveryPoint, editableAddress, nearestCity, withCity } from './delivery-point';

const city = (id: number, name: string, latitude: number, longitude: number): City => ({
  id,
  name,
  local_name: name,
  zone_id: id,
  latitude,
  longitude,
});
const islamabad = city(1, 'Islamabad', 33.6844, 73.0479);
const rawalpindi = city(2, 'Rawalpindi', 33.5651, 73.0169);
const lahore = city(3, 'Lahore', 31.5204, 74.3587);
const karachi = city(4, 'Karachi', 24.8607, 67.0011);
const cities = [karachi, lahore, islamabad, rawalpindi];

describe('nearestCity', () => {
  it.each([
    ['the capital’s centre', { lat: 33.6844, lng: 73.0479 }, islamabad],
    ['Saddar, Rawalpindi', { lat: 33.59, lng: 73.05 }, rawalpindi],
    ['Gulberg, Lahore', { lat: 31.51, lng: 74.34 }, lahore],
    ['Clifton, Karachi', { lat: 24.81, lng: 67.03 }, karachi],
  ])('%s is nearest its own city', (_, point, expected) => {
    expect(nearestCity(cities, point)).toBe(expected);
  });

  it('is undefined without cities', () => {
    expect(nearestCity([], { lat: 33.7, lng: 73 })).toBeUndefined();
  });
});

describe('cityById', () => {
  it.each([
    ['3', lahore],
    ['99', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (id, expected) => {
    expect(cityById(cities, id)).toBe(expected);
  });
});

describe('withCity', () => {
  it.each([
    ['Street 5, Gulberg III', 'Lahore', 'Street 5, Gulberg III, Lahore'],
    ['Street 5, Gulberg III, Lahore', 'Lahore', 'Street 5, Gulberg III, Lahore'],
    ['street 5, gulberg iii lahore', 'Lahore', 'street 5, gulberg iii lahore'],
    ['Lahore Road, Sheikhupura', 'Lahore', 'Lahore Road, Sheikhupura'],
    ['Lahori Gate', 'Lahore', 'Lahori Gate, Lahore'],
    ['  Street 5  ', 'Karachi', 'Street 5, Karachi'],
    ['Street 5', undefined, 'Street 5'],
    ['', 'Lahore', ''],
  ])('%j in %s → %j', (address, name, expected) => {
    expect(withCity(address, name)).toBe(expected);
  });
});

describe('withCity keeps the address within its 255 characters', () => {
  it.each([
    [240, 'Street, Lahore'.length, true],
    [249, 0, false],
    [255, 0, false],
  ])('a %i-character street', (length, _, added) => {
    const street = 'x'.repeat(length);
    const out = withCity(street, 'Lahore');
    expect(out.length).toBeLessThanOrEqual(255);
    expect(out).toBe(added ? `${street}, Lahore` : street);
  });
});

describe('editableAddress', () => {
  const satelliteTown = { lat: 33.637, lng: 73.07 }; // in Rawalpindi, nearer Islamabad's centre
  it.each([
    [
      'the city saving added, whatever the point',
      'Murree Road, Rawalpindi',
      satelliteTown,
      'Murree Road',
      rawalpindi,
    ],
    [
      'a city written in another case',
      'Gulberg III, lahore',
      { lat: 31.5, lng: 74.3 },
      'Gulberg III',
      lahore,
    ],
    [
      'the nearest city when none ends it',
      'Lahore Road, Sheikhupura',
      { lat: 31.7, lng: 73.98 },
      'Lahore Road, Sheikhupura',
      lahore,
    ],
    [
      'a city inside the street stays',
      'Lahori Gate, Karachi',
      { lat: 24.9, lng: 67 },
      'Lahori Gate',
      karachi,
    ],
    ['only a city: kept whole', 'Karachi', { lat: 24.9, lng: 67 }, 'Karachi', karachi],
  ])('%s', (_, address, point, street, city) => {
    expect(editableAddress(address, point, cities)).toEqual({ street, city });
  });
});

describe('deliveryPoint', () => {
  it.each([
    [
      'the city centre when the shopper gave no point',
      lahore,
      {},
      { latitude: '31.5204', longitude: '74.3587' },
    ],
    [
      'the shopper’s own point over the city',
      lahore,
      { latitude: '31.4700', longitude: '74.4100' },
      { latitude: '31.4700', longitude: '74.4100' },
    ],
    [
      'the city when only half a point came',
      lahore,
      { latitude: '31.47' },
      { latitude: '31.5204', longitude: '74.3587' },
    ],
    ['nothing without a city or a point', undefined, {}, {}],
    [
      'the own point without a city',
      undefined,
      { latitude: '1', longitude: '2' },
      { latitude: '1', longitude: '2' },
    ],
  ])('%s', (_, picked, own, expected) => {
    expect(deliveryPoint(picked, own)).toEqual(expected);
  });
});
