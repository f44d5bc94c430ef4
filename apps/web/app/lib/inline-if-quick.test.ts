import { describe, expect, it } from 'vitest';
import { inlineIfQuick } from './inline-if-quick';

const never = () => new Promise<never>(() => {});

describe('secondary sections inline when they come quickly, streamed otherwise', () => {
  it('answers the values when every section has come', async () => {
    const answer = await inlineIfQuick({
      reviews: Promise.resolve(['good']),
      related: Promise.resolve([1, 2]),
    });
    expect(answer).toEqual({ reviews: ['good'], related: [1, 2] });
  });

  it('answers the values of sections that come within the wait, though not at once', async () => {
    const soon = new Promise<string>((resolve) => setTimeout(() => resolve('soon'), 1));
    expect(await inlineIfQuick({ soon }, 1_000)).toEqual({ soon: 'soon' });
  });

  it('answers every promise itself, to be streamed, when one section is still out', async () => {
    const quick = Promise.resolve('quick');
    const slow = never();
    const answer = await inlineIfQuick({ quick, slow }, 5);
    expect(answer.quick).toBe(quick);
    expect(answer.slow).toBe(slow);
  });

  it('leaves a failed section a promise, for the page’s error element', async () => {
    const failed = Promise.reject(new Error('reviews down'));
    failed.catch(() => {});
    const fine = Promise.resolve('fine');
    const answer = await inlineIfQuick({ failed, fine });
    expect(answer.failed).toBe(failed);
    expect(answer.fine).toBe(fine);
  });

  it('answers an empty set of sections as it is', async () => {
    expect(await inlineIfQuick({})).toEqual({});
  });
});
