import { describe, expect, it } from 'vitest';
import { orderContact } from './order-contact';

const account = { f_name: 'Sana', l_name: 'Qureshi', phone: '03001234567' };

describe("an order's contact and address", () => {
  it.each([
    {
      name: "the address's contact first, house and road before the address line",
      customer: account,
      address: {
        contact_person_name: 'Bilal Ahmed',
        contact_person_number: '03211234567',
        house: 'House 7',
        road: 'Street 12',
        floor: null,
        address: 'F-7/2, Islamabad',
      },
      contact: { name: 'Bilal Ahmed', phone: '03211234567', address: 'House 7, Street 12, F-7/2, Islamabad' },
    },
    {
      name: "blank contact fields fall back to the account's",
      customer: account,
      address: { contact_person_name: '  ', contact_person_number: '', address: 'Gulberg III, Lahore' },
      contact: { name: 'Sana Qureshi', phone: '03001234567', address: 'Gulberg III, Lahore' },
    },
    {
      name: 'a removed account and address: nothing known',
      customer: null,
      address: null,
      contact: { name: null, phone: null, address: '' },
    },
  ])('$name', ({ customer, address, contact }) => {
    expect(orderContact({ customer, order: { delivery_address: address } })).toEqual(contact);
  });
});
