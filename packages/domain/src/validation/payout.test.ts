import { describe, expect, it } from 'vitest';
import { readMessageToken } from '../messages/translate';
import { isPakistaniIban, normalWalletNumber, payoutAccountOf, payoutRequestSchema } from './payout';

/** Field → message key of each problem, as the API's envelope reports them. */
function problems(input: unknown) {
  const result = payoutRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [i.path.join('.'), readMessageToken(i.message)?.key]),
  );
}

const bank = {
  amount: 5000,
  method: 'bank',
  account_title: 'Jinnah Super Grocers',
  bank_name: 'Meezan Bank',
  account_number: 'PK36 SCBL 0000 0011 2345 6702',
};
const wallet = {
  amount: '750',
  method: 'jazzcash',
  account_title: 'Ayesha Khan',
  mobile_number: '0300-1234567',
};

describe('a payout request (decision 410)', () => {
  it('takes a bank account by IBAN or account number, and a JazzCash or Easypaisa number', () => {
    expect(problems(bank)).toEqual({});
    expect(problems({ ...bank, account_number: '0123456789012' })).toEqual({});
    expect(problems(wallet)).toEqual({});
    expect(problems({ ...wallet, method: 'easypaisa', mobile_number: '+923451234567' })).toEqual({});
  });

  it('stores only the fields of its method, normalised', () => {
    expect(payoutAccountOf(payoutRequestSchema.parse(bank))).toEqual({
      account_title: 'Jinnah Super Grocers',
      bank_name: 'Meezan Bank',
      account_number: 'PK36SCBL0000001123456702',
    });
    const parsed = payoutRequestSchema.parse({ ...wallet, bank_name: 'ignored' });
    expect(parsed.amount).toBe(750);
    expect(payoutAccountOf(parsed)).toEqual({ account_title: 'Ayesha Khan', mobile_number: '03001234567' });
  });

  it.each([
    [{ ...bank, amount: 0 }, { amount: 'money.amount_invalid' }],
    [{ ...bank, amount: 12.5 }, { amount: 'money.amount_invalid' }],
    [{ ...bank, amount: true }, { amount: 'money.amount_invalid' }],
    [{ ...bank, method: 'cash' }, { method: 'validation.invalid_choice' }],
    [{ ...bank, account_title: ' ' }, { account_title: 'money.account_title_required' }],
    [{ ...bank, bank_name: '' }, { bank_name: 'money.bank_name_required' }],
    [{ ...bank, account_number: undefined }, { account_number: 'money.account_number_required' }],
    // One digit of the IBAN changed: the mod-97 check fails.
    [
      { ...bank, account_number: 'PK36SCBL0000001123456703' },
      { account_number: 'money.account_number_invalid' },
    ],
    [{ ...bank, account_number: '1234567' }, { account_number: 'money.account_number_invalid' }],
    [{ ...wallet, mobile_number: '' }, { mobile_number: 'money.mobile_required' }],
    [{ ...wallet, mobile_number: '04001234567' }, { mobile_number: 'money.mobile_invalid' }],
    [{ ...wallet, mobile_number: '0300123456' }, { mobile_number: 'money.mobile_invalid' }],
    [
      { method: 'bank' },
      {
        amount: 'money.amount_invalid',
        account_title: 'money.account_title_required',
        bank_name: 'money.bank_name_required',
        account_number: 'money.account_number_required',
      },
    ],
  ])('%o is refused: %o', (input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it.each([
    [{ ...wallet, mobile_number: 3001234567 }, 'mobile_number'],
    [{ ...wallet, mobile_number: { number: '03001234567' } }, 'mobile_number'],
    [{ ...bank, account_number: 123456789012 }, 'account_number'],
    [{ ...bank, bank_name: ['Meezan Bank'] }, 'bank_name'],
  ])('a field of the wrong type (%o) is refused under %s first, its later rules never throwing', (input, field) => {
    const result = payoutRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const first = result.error?.issues.find((i) => i.path[0] === field);
    expect(readMessageToken(first?.message ?? '')?.key).toBe('validation.invalid_value');
  });

  it('checks IBANs with ISO 13616 mod 97 and reads wallet numbers as 03XXXXXXXXX', () => {
    expect(isPakistaniIban('PK36SCBL0000001123456702')).toBe(true);
    expect(isPakistaniIban('pk36 scbl 0000 0011 2345 6702')).toBe(true);
    expect(isPakistaniIban('GB82WEST12345698765432')).toBe(false);
    expect(normalWalletNumber('923001234567')).toBe('03001234567');
    expect(normalWalletNumber('3001234567')).toBeNull();
  });
});
