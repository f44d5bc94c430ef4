import { describe, expect, it } from 'vitest';
import { readNewAddress } from './new-address';

const lahore = {
  id: 3,
  name: 'Lahore',
  local_name: 'لاہور',
  zone_id: 2,
  latitude: 31.5204,
  longitude: 74.3587,
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('a new address as posted', () => {
  it('ends the street with the city’s stored name, whatever language the page showed it in', () => {
    const read = readNewAddress(
      form({
        contact_person_name: 'Ayesha Khan',
        contact_person_number: '03001234567',
        address: 'House 12, Street 4, Gulberg III',
        address_type: 'home',
        city_id: '3',
      }),
      [lahore],
      'ur',
    );
    expect(read.ok && read.address.address).toBe('House 12, Street 4, Gulberg III, Lahore');
    expect(read.ok && [read.address.latitude, read.address.longitude]).toEqual([31.5204, 74.3587]);
  });
});
