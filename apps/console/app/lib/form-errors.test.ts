import { ApiError } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { formRefusal } from './form-errors';

const refusal = (status: number, errors: { code: string; message: string }[]) =>
  new ApiError(status, { errors });

describe("the API's error envelope on a form", () => {
  it('puts each message under the field it names (the first per field) and the rest above the form', () => {
    const error = refusal(403, [
      { code: 'email', message: 'Enter a valid email address' },
      { code: 'email', message: 'Email already taken' },
      {
        code: 'maximum_delivery_time',
        message: 'Maximum delivery time can not be smaller than minimum delivery time',
      },
      { code: 'auth-001', message: 'Unauthorized' },
    ]);
    expect(formRefusal(error, ['email', 'maximum_delivery_time'], 'offline')).toEqual({
      fields: {
        email: 'Enter a valid email address',
        maximum_delivery_time: 'Maximum delivery time can not be smaller than minimum delivery time',
      },
      general: 'Unauthorized',
    });
  });

  it('an answer about no field at all is said above the form', () => {
    const error = refusal(401, [{ code: 'auth-001', message: 'the password or email field are incorrect.' }]);
    expect(formRefusal(error, ['email', 'password'], 'offline')).toEqual({
      fields: {},
      general: 'the password or email field are incorrect.',
    });
  });

  it('no answer (the network is down) is the general "try again" text', () => {
    expect(formRefusal(new TypeError('Failed to fetch'), ['email'], 'Check your connection')).toEqual({
      fields: {},
      general: 'Check your connection',
    });
  });
});
