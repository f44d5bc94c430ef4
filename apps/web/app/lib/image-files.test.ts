import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { addImages, checkImages, chosenFile, imageProblem, PROFILE_PHOTO_TYPES } from './image-files';

const png = (size = 1000, name = 'p.png') => ({ size, type: 'image/png', name });
const tooMany = { key: 'validation.images_max', params: { max: 3 } };
const tooBig = { key: 'validation.image_too_large', params: { mb: 2 } };
const wrongType = { key: 'validation.image_type' };

describe('imageProblem', () => {
  it.each([
    [{ size: 10, type: 'image/jpeg' }, null],
    [{ size: 10, type: 'image/png' }, null],
    [{ size: 10, type: 'image/webp' }, null],
    [{ size: MAX_IMAGE_BYTES, type: 'image/png' }, null],
    [{ size: MAX_IMAGE_BYTES + 1, type: 'image/png' }, tooBig],
    [{ size: 10, type: 'image/gif' }, wrongType],
    [{ size: 10, type: 'image/svg+xml' }, wrongType],
    [{ size: 10, type: '' }, wrongType],
    [{ size: 10, type: 'application/pdf' }, wrongType],
  ])('%j → %j', (file, expected) => {
    expect(imageProblem(file)).toEqual(expected);
  });

  it.each([
    [{ size: 10, type: 'image/gif' }, null],
    [{ size: 10, type: 'image/svg+xml' }, { key: 'account.image_invalid' }],
    [{ size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg' }, tooBig],
  ])('a profile photo %j → %j', (file, expected) => {
    expect(imageProblem(file, PROFILE_PHOTO_TYPES, 'account.image_invalid')).toEqual(expected);
  });
});

describe('checkImages: a whole choice', () => {
  it.each([
    ['nothing', [], null],
    ['the empty file of an untouched input', [{ size: 0, type: 'application/octet-stream', name: '' }], null],
    ['three', [png(), png(), png()], null],
    ['four', [png(), png(), png(), png()], tooMany],
    ['one too large', [png(), png(MAX_IMAGE_BYTES + 1)], tooBig],
    ['a pdf', [{ size: 5, type: 'application/pdf', name: 'a.pdf' }], wrongType],
  ])('%s', (_name, files, expected) => {
    expect(checkImages(files)).toEqual(expected);
  });
});

describe('addImages: choosing more next to the kept ones', () => {
  it.each([
    ['none to one', 0, [png()], 1, null],
    ['two to three', 2, [png()], 3, null],
    ['three at once', 0, [png(), png(), png()], 3, null],
    ['a fourth is refused', 3, [png()], 3, tooMany],
    ['four at once keeps three', 0, [png(), png(), png(), png()], 3, tooMany],
    ['a big one is left out, the rest kept', 0, [png(MAX_IMAGE_BYTES + 1), png()], 1, tooBig],
    ['a gif is left out', 1, [{ size: 5, type: 'image/gif', name: 'g.gif' }], 1, wrongType],
    ['the first reason wins', 3, [{ size: 5, type: 'image/gif', name: 'g.gif' }, png()], 3, wrongType],
  ])('%s', (_name, kept, added, count, refusal) => {
    const result = addImages(
      Array.from({ length: kept as number }, () => png()),
      added,
    );
    expect(result.images).toHaveLength(count as number);
    expect(result.refusal).toEqual(refusal);
  });
});

describe('chosenFile', () => {
  it.each([
    [null, false],
    ['text', false],
    [new File([], ''), false],
    [new File(['x'], 'a.png', { type: 'image/png' }), true],
  ])('%s → %s', (value, some) => {
    expect(chosenFile(value as FormDataEntryValue | null) !== null).toBe(some);
  });
});
