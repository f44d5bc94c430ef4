import { pakistanDate } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { parseCommandLine, runAdmin } from '../../src/cli/admin';
import { MONEY_COMMANDS } from '../../src/cli/money-commands';
import { auditLog, payoutRequests } from '../../src/db/schema';
import { createCourier } from '../staff/courier-support';
import { get, OTHER_SELLER, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { bankPayout, orderFor, post, sellerDelivers } from './money-support';

describe('payout requests: within the balance, never overdrawn, decided by the operator (decision 410)', () => {
  let t: TestApp;
  let seller: string;
  let otherSeller: string;
  let customer: string;
  let courier: string;
  let storeId: number;

  const request = (payload: unknown, token = seller, locale?: string) =>
    post(t, '/api/v1/vendor/request-withdraw', token, payload, locale);
  const withdrawable = async () =>
    (await get(t, '/api/v1/vendor/earning-info', seller)).json().withdrawable_balance as number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    seller = await staffToken(t, SELLER);
    otherSeller = await staffToken(t, OTHER_SELLER);
    courier = await createStaffSession(t.db, (await createCourier(t.db)).id);
    storeId = await storeIdOf(t.db, SELLER.slug);
    const shopper = await registerCustomer(t);
    customer = shopper.token;
    const userId = (await get(t, '/api/v1/customer/info', customer)).json().id;
    // Five wallet orders of Rs 1,000 delivered by the store: Rs 4,500 earned at 10 %, no cash held.
    for (let i = 0; i < 5; i++) {
      const id = await orderFor(t.db, { userId, storeId, method: 'wallet' });
      expect((await sellerDelivers(t, seller, id)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('asks within the withdrawable balance; beyond it is refused under amount, in the caller language', async () => {
    expect(await withdrawable()).toBe(4500);
    const over = await request(bankPayout(4501));
    expect(over.statusCode).toBe(403);
    expect(over.json().errors).toEqual([
      { code: 'amount', message: 'The amount is more than your withdrawable balance of Rs 4500' },
    ]);
    const urdu = await request(bankPayout(4501), seller, 'ur');
    expect(urdu.json().errors[0].message).toBe('رقم آپ کے قابلِ نکلوانی بیلنس Rs 4500 سے زیادہ ہے');
    const ok = await request(bankPayout('1500'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Withdraw request sent successfully',
      withdraw: {
        amount: 1500,
        method: 'bank',
        status: 'pending',
        note: null,
        decided_at: null,
        account: {
          account_title: 'Jinnah Super Grocers',
          bank_name: 'Meezan Bank',
          account_number: 'PK36SCBL0000001123456702',
        },
      },
    });
    expect(await withdrawable()).toBe(3000);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout.request'));
    expect(audit).toMatchObject({
      actorRole: 'seller',
      storeId,
      entity: 'payout',
      entityId: String(ok.json().withdraw.id),
    });
  });

  it('refuses a wrong account, each field under its own key, and writes nothing', async () => {
    const before = await t.db.select().from(payoutRequests);
    const res = await request({ amount: 0, method: 'jazzcash', account_title: '', mobile_number: '0300-12' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { code: 'amount', message: 'Enter a whole number of rupees from 1 to 10000000' },
        { code: 'account_title', message: 'Enter the account title' },
        { code: 'mobile_number', message: 'Enter a mobile number like 03001234567' },
      ]),
    );
    const iban = await request({ ...bankPayout(10), account_number: 'PK36SCBL0000001123456703' });
    expect(iban.json().errors).toEqual([
      {
        code: 'account_number',
        message: 'Enter a valid IBAN (PK and 22 letters and digits) or an account number of 8 to 20 digits',
      },
    ]);
    expect(await t.db.select().from(payoutRequests)).toEqual(before);
  });

  it('two or more requests at once never ask for more than there is', async () => {
    const most = await withdrawable();
    const each = Math.floor(most / 2) + 1;
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(bankPayout(each))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    expect(await withdrawable()).toBe(most - each);
  });

  it("lists the store's own requests; another store's id is 404, a customer 401, a courier 403", async () => {
    const list = await get(t, '/api/v1/vendor/get-withdraw-list?status=pending', seller);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total_size: 2, limit: 20, offset: 1 });
    const [newest] = list.json().withdraws;
    expect((await get(t, `/api/v1/vendor/withdraw-request/details/${newest.id}`, seller)).json()).toEqual(
      newest,
    );
    expect(
      (await get(t, `/api/v1/vendor/withdraw-request/details/${newest.id}`, otherSeller)).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/v1/vendor/get-withdraw-list', otherSeller)).json().total_size).toBe(0);
    expect(
      (await get(t, `/api/v1/delivery-man/withdraw-request/details/${newest.id}`, courier)).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/v1/vendor/get-withdraw-list', customer)).statusCode).toBe(401);
    expect((await get(t, '/api/v1/vendor/earning-info', courier)).statusCode).toBe(403);
    expect((await get(t, '/api/v1/delivery-man/withdraw-request/list', seller)).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/v1/vendor/statement', headers: bearer(customer) });
    expect(res.statusCode).toBe(401);
  });

  it('the operator approves and pays a request once (the balance goes down by it), and rejects with a reason', async () => {
    const [first, second] = (await t.db.select().from(payoutRequests).orderBy(payoutRequests.id)).map(
      (r) => r.id,
    );
    expect(await MONEY_COMMANDS.payouts(t.db, [], {})).toContain(
      `#${first}  store ${storeId}  Rs 1500  bank Meezan Bank`,
    );
    await expect(MONEY_COMMANDS['pay-payout'](t.db, [String(first)])).rejects.toThrow(
      'Only an approved payout request can be paid',
    );
    expect(await MONEY_COMMANDS['approve-payout'](t.db, [String(first)])).toContain('is approved');
    const balance = (await get(t, '/api/v1/vendor/earning-info', seller)).json().balance;
    expect(await MONEY_COMMANDS['pay-payout'](t.db, [String(first)])).toContain(
      `Payout ${first} is paid: Rs 1500`,
    );
    await expect(MONEY_COMMANDS['pay-payout'](t.db, [String(first)])).rejects.toThrow('Only an approved');
    const info = (await get(t, '/api/v1/vendor/earning-info', seller)).json();
    expect(info.balance).toBe(balance - 1500);
    const statement = (await get(t, '/api/v1/vendor/statement?limit=1', seller)).json().statement[0];
    expect(statement).toMatchObject({ kind: 'payout', amount: -1500, payout_id: first, order_id: null });

    await expect(MONEY_COMMANDS['reject-payout'](t.db, [String(second)], {})).rejects.toThrow(
      'A reason is required',
    );
    const before = info.withdrawable_balance;
    expect(
      await MONEY_COMMANDS['reject-payout'](t.db, [String(second)], { note: 'Account title differs' }),
    ).toContain('is rejected');
    const after = (await get(t, '/api/v1/vendor/earning-info', seller)).json();
    expect(after.withdrawable_balance).toBeGreaterThan(before);
    const rejected = await get(t, `/api/v1/vendor/withdraw-request/details/${second}`, seller);
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Account title differs' });
    expect(await MONEY_COMMANDS.payouts(t.db, [], { status: 'paid' })).toContain(`#${first}`);
    await expect(MONEY_COMMANDS.payouts(t.db, [], { status: 'done' })).rejects.toThrow(
      '--status must be one of',
    );
    const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['payout.approve', 'payout.pay', 'payout.reject']));
  });

  it('the statement shows one kind of entry and Pakistani days if asked, each entry with its balance in the whole account', async () => {
    const statement = async (query: string) => {
      const res = await get(t, `/api/v1/vendor/statement?${query}`, seller);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const payouts = await statement('kind=payout');
    expect(payouts.total_size).toBe(1);
    expect(payouts.statement[0]).toMatchObject({ kind: 'payout', amount: -1500, balance: 4500 - 1500 });
    expect((await statement('kind=earning&limit=2')).total_size).toBe(5);
    const today = pakistanDate(Date.now());
    const tomorrow = pakistanDate(Date.now() + 86_400_000);
    const yesterday = pakistanDate(Date.now() - 86_400_000);
    expect((await statement(`from=${today}&to=${today}`)).total_size).toBe(6);
    expect((await statement(`from=${tomorrow}`)).total_size).toBe(0);
    expect((await statement(`to=${yesterday}&kind=earning`)).total_size).toBe(0);
    for (const wrong of ['from=2026-02-30', 'to=yesterday', 'kind=salary']) {
      expect((await get(t, `/api/v1/vendor/statement?${wrong}`, seller)).statusCode, wrong).toBe(403);
    }
  });

  it('sets commissions from the terminal, refusing what is not a percent', async () => {
    expect(await MONEY_COMMANDS['set-commission'](t.db, ['market', '8'])).toContain('now 8 %');
    const res = await get(t, '/api/v1/vendor/earning-info', seller);
    expect(res.json().commission).toBe(8);
    expect(await MONEY_COMMANDS['set-commission'](t.db, [String(storeId), '15'])).toContain('now pays 15 %');
    expect((await get(t, '/api/v1/vendor/earning-info', seller)).json().commission).toBe(15);
    await expect(MONEY_COMMANDS['set-commission'](t.db, [String(storeId), '101'])).rejects.toThrow(
      'Commission must be a percent from 0 to 100',
    );
    await expect(MONEY_COMMANDS['set-commission'](t.db, ['999999', '5'])).rejects.toThrow();
    expect(await MONEY_COMMANDS['set-commission'](t.db, [String(storeId), 'default'])).toContain(
      "market's default",
    );
  });

  it('the terminal knows the money commands and their --status option', async () => {
    expect(parseCommandLine(['payouts', '--status=paid']).values.status).toBe('paid');
    expect(parseCommandLine(['payouts', '--status', 'all'])).toMatchObject({
      positionals: ['payouts'],
      values: { status: 'all' },
    });
    const help = await runAdmin(['--help']);
    for (const command of [
      'payouts',
      'approve-payout',
      'pay-payout',
      'reject-payout',
      'set-commission',
      'receive-cash',
    ])
      expect(help.out).toContain(command);
  });
});
