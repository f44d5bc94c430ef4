import { describe, expect, it } from 'vitest';
import { configParagraphs } from './info-page';

describe('configParagraphs', () => {
  it('treats empty text and the API placeholder as not written', () => {
    expect(configParagraphs('')).toBeNull();
    expect(configParagraphs('  Not added yet. ')).toBeNull();
    expect(configParagraphs(undefined)).toBeNull();
  });
  it('splits written text into paragraphs', () => {
    expect(configParagraphs('We deliver.\n\nEverywhere.')?.map((p) => p.text)).toEqual([
      'We deliver.',
      'Everywhere.',
    ]);
  });
});
