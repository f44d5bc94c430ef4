import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';

describe('a form as a multipart body', () => {
  it('sends text, one file, and a list of files under one repeated name', () => {
    const photo = new File(['a'], 'me.png', { type: 'image/png' });
    const front = new File(['b'], 'front.jpg', { type: 'image/jpeg' });
    const back = new File(['c'], 'back.jpg', { type: 'image/jpeg' });
    const body = multipartBody({
      f_name: 'Bilal',
      zone_id: 3,
      image: photo,
      identity_image: [front, back],
      gone: undefined,
    });
    expect(body.get('f_name')).toBe('Bilal');
    expect(body.get('zone_id')).toBe('3');
    expect((body.get('image') as File).name).toBe('me.png');
    expect(body.getAll('identity_image').map((f) => (f as File).name)).toEqual(['front.jpg', 'back.jpg']);
    expect(body.has('gone')).toBe(false);
  });
});
