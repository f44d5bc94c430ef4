const formatter = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** Whole rupees as shoppers read them: "Rs 1,299". */
export function formatPrice(amount: number, symbol = 'Rs') {
  return `${symbol} ${formatter.format(amount)}`;
}
