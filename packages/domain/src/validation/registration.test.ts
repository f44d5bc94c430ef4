import { describe, expect, it } from 'vitest';
import { deliveryManRegistrationSchema } from './delivery-man';
import { fieldErrors } from './field-errors';
import { storeRegistrationSchema } from './store-registration';

const image = (size = 1000) => ({ size, type: 'image/png' });
const owner = {
  f_name: 'Usman',
  l_name: 'Tariq',
  email: 'usman@example.pk',
  phone: '03331234567',
  password: 'secret',
};
const store = {
  ...owner,
  store_name: 'Karachi Kitchenware',
  store_address: 'Tariq Road, Karachi',
  tax: '5',
  minimum_delivery_time: '30',
  maximum_delivery_time: '60',
  delivery_time_type: 'minute',
  logo: image(),
  cover_photo: image(),
  zone_id: '1',
  latitude: '24.8722',
  longitude: '67.0603',
};

describe('store registration (spec §3, §5)', () => {
  it('accepts form data and reads numbers', () => {
    expect(storeRegistrationSchema.parse(store)).toMatchObject({
      tax: 5,
      minimum_delivery_time: 30,
      zone_id: 1,
    });
  });

  it.each([
    ['60', '30', 'Maximum delivery time can not be smaller than minimum delivery time'],
    ['30', '30', null], // equal is fine
    ['30', '29', 'Maximum delivery time can not be smaller than minimum delivery time'],
  ])('min %s, max %s → %s', (min, max, message) => {
    const result = storeRegistrationSchema.safeParse({
      ...store,
      minimum_delivery_time: min,
      maximum_delivery_time: max,
    });
    expect(result.success ? null : fieldErrors(result.error)).toEqual(
      message ? [{ code: 'maximum_delivery_time', message }] : null,
    );
  });

  it.each([[2 ** 31], ['10001']])('a delivery time past 10,000 (%s) is refused, never stored', (max) => {
    const result = storeRegistrationSchema.safeParse({ ...store, maximum_delivery_time: max });
    expect(result.success ? null : fieldErrors(result.error)).toContainEqual({
      code: 'maximum_delivery_time',
      message: 'Enter a valid number',
    });
  });

  it('a delivery time type other than minute or hours is refused', () => {
    expect(storeRegistrationSchema.safeParse({ ...store, delivery_time_type: 'days' }).success).toBe(false);
  });
});

describe('delivery-man registration (spec §3, §6)', () => {
  const dm = {
    ...owner,
    identity_type: 'nid',
    identity_number: '35202-1234567-1',
    identity_image: [image()],
    image: image(),
    type: 'freelancer',
  };

  it.each([
    [{}, []],
    [{ identity_type: 'driving_license', type: 'salary_based' }, []],
    [{ identity_type: 'ration_card' }, [{ code: 'identity_type', message: 'Select a valid option' }]],
    [{ type: 'contract' }, [{ code: 'type', message: 'Select a valid option' }]],
    [{ identity_image: [] }, [{ code: 'identity_image', message: 'Upload an image' }]],
    [
      { identity_image: [image(), image(), image(), image()] },
      [{ code: 'identity_image', message: 'You can upload at most 3 images' }],
    ],
    [{ password: '12345' }, [{ code: 'password', message: 'Password should be greater than 6 characters' }]],
  ])('%j → %j', (change, errors) => {
    const result = deliveryManRegistrationSchema.safeParse({ ...dm, ...change });
    expect(result.success ? [] : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('fieldErrors: the 403 envelope list, in the asked locale', () => {
  it('one entry per field, first message, translated', () => {
    const result = storeRegistrationSchema.safeParse({
      ...store,
      email: 'x',
      phone: '+92',
      maximum_delivery_time: '10',
    });
    if (result.success) throw new Error('expected failure');
    expect(fieldErrors(result.error)).toEqual([
      { code: 'email', message: 'Enter a valid email address' },
      { code: 'phone', message: 'Invalid phone number. Please enter your phone number without country code' },
      {
        code: 'maximum_delivery_time',
        message: 'Maximum delivery time can not be smaller than minimum delivery time',
      },
    ]);
    expect(fieldErrors(result.error, 'ur')[0]).toEqual({
      code: 'email',
      message: 'درست ای میل پتہ درج کریں',
    });
  });
});

describe('every problem at once', () => {
  it('the delivery-time rule is reported even when other fields are missing', () => {
    const { f_name: _, logo: __, ...rest } = store;
    const result = storeRegistrationSchema.safeParse({ ...rest, maximum_delivery_time: '10' });
    expect(result.success ? [] : fieldErrors(result.error).map((e) => e.code)).toEqual([
      'logo',
      'f_name',
      'maximum_delivery_time',
    ]);
  });
});
