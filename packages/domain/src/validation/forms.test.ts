import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { renderMessageText } from '../messages/translate';
import { addressSchema } from './address';
import { imageFileSchema, imageListSchema, MAX_IMAGE_BYTES } from './common';
import { refundRequestSchema } from './refund';
import { reviewSchema } from './review';
import { ticketReplySchema, ticketSchema } from './ticket';

const firstErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues)
      out[String(issue.path[0] ?? '')] ??= renderMessageText(issue.message);
  return out;
};
const image = (size: number, type = 'image/webp') => ({ size, type, name: 'photo.webp' });
const TWO_MB = 2 * 1024 * 1024;

describe('images: at most 3, each at most 2 MB (spec §5, §9)', () => {
  it('2 MB is 2 × 1024 × 1024 bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(TWO_MB);
  });

  it.each([
    [TWO_MB, true],
    [TWO_MB + 1, false],
    [0, true],
  ])('%s bytes → accepted %s', (size, accepted) => {
    expect(imageFileSchema.safeParse(image(size)).success).toBe(accepted);
  });

  it('one byte over says the spec limit', () => {
    expect(
      renderMessageText(imageFileSchema.safeParse(image(TWO_MB + 1)).error?.issues[0]?.message ?? ''),
    ).toBe('Each image must be at most 2 MB');
  });

  it.each([
    [3, true],
    [4, false],
  ])('%s images → accepted %s', (count, accepted) => {
    const result = imageListSchema.safeParse(Array.from({ length: count }, () => image(1000)));
    expect(result.success).toBe(accepted);
    if (!accepted)
      expect(renderMessageText(result.error?.issues[0]?.message ?? '')).toBe(
        'You can upload at most 3 images',
      );
  });

  it('only images; a browser File passes through as itself', () => {
    expect(
      renderMessageText(
        imageFileSchema.safeParse(image(10, 'application/pdf')).error?.issues[0]?.message ?? '',
      ),
    ).toBe('Only image files are allowed');
    expect(imageFileSchema.safeParse('not a file').success).toBe(false);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(imageFileSchema.parse(file)).toBe(file);
  });
});

describe('review: rating 1–5, at most 3 images of at most 2 MB', () => {
  const review = {
    item_id: 12,
    order_id: 1001,
    rating: 5,
    comment: 'Bohat acha',
    productImages: [image(TWO_MB)],
  };
  it.each([
    [{}, {}],
    [{ rating: '4' }, {}], // form data carries numbers as text
    [{ rating: 0 }, { rating: 'Rating must be between 1 and 5' }],
    [{ rating: 6 }, { rating: 'Rating must be between 1 and 5' }],
    [{ rating: 4.5 }, { rating: 'Rating must be between 1 and 5' }],
    [{ productImages: [image(1), image(1), image(1)] }, {}],
    [
      { productImages: [image(1), image(1), image(1), image(1)] },
      { productImages: 'You can upload at most 3 images' },
    ],
    [{ productImages: [image(TWO_MB + 1)] }, { productImages: 'Each image must be at most 2 MB' }],
  ])('%j → %j', (change, errors) => {
    expect(firstErrors(reviewSchema, { ...review, ...change })).toEqual(errors);
  });

  it('images are optional', () => {
    expect(reviewSchema.parse({ item_id: 1, order_id: 2, rating: 3 }).productImages).toEqual([]);
  });
});

describe('refund request: a reason is required', () => {
  it.each([
    [{ order_id: 7, reason: 'Damaged parcel' }, {}],
    [{ order_id: 7, reason: '' }, { reason: 'A reason is required for a refund' }],
    [{ order_id: 7 }, { reason: 'A reason is required for a refund' }],
    [{ order_id: 7, reason: 'Wrong size', note: 'Ordered L, got S', image: [image(1)] }, {}],
  ])('%j → %j', (input, errors) => {
    expect(firstErrors(refundRequestSchema, input)).toEqual(errors);
  });
});

describe('address: labels home / office / others', () => {
  const address = {
    contact_person_name: 'Bilal Ahmed',
    contact_person_number: '03211234567',
    address_type: 'home',
    address: 'House 12, Street 4, F-7/2, Islamabad',
    road: '4',
    house: '12',
    floor: '',
    latitude: '33.7215',
    longitude: 73.0433,
  };
  it.each([
    [{}, {}],
    [{ address_type: 'office' }, {}],
    [{ address_type: 'others' }, {}],
    [{ address_type: 'work' }, { address_type: 'Select a valid option' }],
    [
      { contact_person_number: '+923211234567' },
      { contact_person_number: 'Invalid phone number. Please enter your phone number without country code' },
    ],
    [{ latitude: 91 }, { latitude: 'Select a valid location' }],
    [{ address: ' ' }, { address: 'Input field is empty' }],
  ])('%j → %j', (change, errors) => {
    expect(firstErrors(addressSchema, { ...address, ...change })).toEqual(errors);
  });
});

describe('support tickets', () => {
  it('need a subject and a message', () => {
    expect(ticketSchema.parse({ subject: 'Late delivery', message: 'Order 1001 is late' })).toMatchObject({
      priority: 'medium',
      attachments: [],
    });
    expect(firstErrors(ticketSchema, { subject: '', message: '' })).toEqual({
      subject: 'Input field is empty',
      message: 'Input field is empty',
    });
    expect(
      firstErrors(ticketReplySchema, {
        message: 'Thanks',
        attachments: [image(1), image(1), image(1), image(1)],
      }),
    ).toEqual({
      attachments: 'You can upload at most 3 images',
    });
  });
});

describe('an image field given something that is not a file', () => {
  it.each([null, undefined, 'photo.png', 42])('%j → only "Upload an image"', (value) => {
    expect(imageFileSchema.safeParse(value).error?.issues.map((i) => renderMessageText(i.message))).toEqual([
      'Upload an image',
    ]);
  });
});
