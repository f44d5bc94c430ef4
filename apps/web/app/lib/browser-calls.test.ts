import { endpoints } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { QUOTE_PATH } from './cart-quote';
import { SUGGESTIONS_PATH } from './suggestions';

describe('the browser quote call', () => {
  it('calls the path and method the contract describes', () => {
    expect(QUOTE_PATH).toBe(`/api/v1${endpoints.quoteCart.path}`);
    expect(endpoints.quoteCart.method).toBe('POST');
  });
});

describe('the browser suggestions call', () => {
  it('calls the path and method the contract describes, with its query field', () => {
    expect(SUGGESTIONS_PATH).toBe(`/api/v1${endpoints.searchSuggestions.path}`);
    expect(endpoints.searchSuggestions.method).toBe('GET');
    expect(Object.keys(endpoints.searchSuggestions.query.shape)).toContain('name');
  });
});
