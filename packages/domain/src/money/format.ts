/** Grouping as shoppers in Pakistan read it (1,299 and 1,234,567), always in Western digits. */
const rupees = new Intl.NumberFormat('en-PK', {
  maximumFractionDigits: 0,
  numberingSystem: 'latn',
  signDisplay: 'never',
});

/** Unicode isolates: the price is one left-to-right island inside Urdu or Arabic text. */
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';
const NO_BREAK_SPACE = '\u00a0';

/**
 * The one way an amount is written on the storefront and the console: whole rupees after the configured symbol,
 * "Rs 1,299" (config.currency_symbol; pages reach it through `useMoney`). The same in every locale:
 * Western digits, the symbol on the left even on a right-to-left page (so "Rs" or "₨" never swaps
 * sides), and a no-break space so the symbol never wraps away from its number. Fractions round half
 * away from zero; a negative amount reads "-Rs 50".
 */
export function formatMoney(amount: number, symbol: string): string {
  const digits = rupees.format(amount);
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  const prefix = symbol.trim() ? `${symbol.trim()}${NO_BREAK_SPACE}` : '';
  return `${LTR_ISOLATE}${sign}${prefix}${digits}${POP_ISOLATE}`;
}
