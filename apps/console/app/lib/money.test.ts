import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { payoutAccountLine, positionOf } from './money';

describe('the money pages read the API for the domain and the seller', () => {
  it('maps earning info onto the domain position', () => {
    expect(positionOf({ balance: 900, cash_in_hand: 100, pending_withdraw: 300 })).toEqual({
      balance: 900,
      cashHeld: 100,
      reserved: 300,
    });
  });

  it.each([
    [
      'bank',
      { account_title: 'Jinnah', bank_name: 'Meezan Bank', account_number: 'PK36SCBL0000001123456702' },
      'Meezan Bank ···6702',
    ],
    ['jazzcash', { account_title: 'Jinnah', mobile_number: '03001234567' }, 'JazzCash 03001234567'],
    ['easypaisa', { account_title: 'Jinnah', mobile_number: '03331234567' }, 'Easypaisa 03331234567'],
  ] as const)('a %s payout goes to one line', (method, account, line) => {
    expect(payoutAccountLine(translator('en'), method, account)).toBe(line);
  });

  it('names the wallet in the page language', () => {
    expect(payoutAccountLine(translator('ur'), 'jazzcash', { mobile_number: '03001234567' })).toBe(
      'جاز کیش 03001234567',
    );
  });
});
