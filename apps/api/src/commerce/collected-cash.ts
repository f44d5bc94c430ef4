import { randomUUID } from 'node:crypto';
import {
  cashAccount,
  cashHandoverEntries,
  cashSettlementEntries,
  checkCashHandover,
  checkCashSettlement,
  type Payee,
} from '@bazaar/domain';
import type { Database } from '../db/client';
import { AppError } from '../platform/errors';
import { type AuditActor, recordAudit } from './audit';
import { postTransaction } from './ledger';
import { lockPayee, payeePosition, payeeRefs } from './payees';

type CashMove = 'settlement' | 'handover';

/**
 * Moves cash collected on delivery off a holder's cash account (decision 410), under the holder's
 * lock: 'settlement' pays it to the market out of the holder's own earnings (vendor/ and delivery-man/
 * make-collected-cash-payment), 'handover' records cash the operator received in hand (CLI).
 */
async function moveCash(db: Database, actor: AuditActor, holder: Payee, amount: number, move: CashMove) {
  return db.transaction(async (tx) => {
    await lockPayee(tx, holder);
    const before = await payeePosition(tx, holder);
    const checked =
      move === 'settlement'
        ? checkCashSettlement(before, amount)
        : checkCashHandover(before.cashHeld, amount);
    if (!checked.ok) throw AppError.field('amount', checked.error.key, checked.error.params);
    const entries =
      move === 'settlement' ? cashSettlementEntries(holder, amount) : cashHandoverEntries(holder, amount);
    const txn = `${cashAccount(holder)}:${move}:${randomUUID()}`;
    await postTransaction(tx, txn, entries, payeeRefs(holder));
    const after = await payeePosition(tx, holder);
    await recordAudit(tx, actor, {
      action: `cash.${move}`,
      entity: 'ledger',
      entityId: txn,
      storeId: 'store' in holder ? holder.store : null,
      before,
      after,
    });
    return after;
  });
}

export const payCashFromEarnings = (db: Database, actor: AuditActor, holder: Payee, amount: number) =>
  moveCash(db, actor, holder, amount, 'settlement');

export const receiveCash = (db: Database, actor: AuditActor, holder: Payee, amount: number) =>
  moveCash(db, actor, holder, amount, 'handover');
