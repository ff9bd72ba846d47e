// A contract payment's two movements in the members' capital ledgers (platform/member/schema.ts
// capital_movements: append-only, each row carrying the balance and frozen amount after it): the
// buyer's available balance goes down, the supplier's up, in the payment's transaction. Each member's
// ledger is locked by name while its last figures are read and the next written, so two payments
// never both read the same balance.
import { desc, eq } from 'drizzle-orm';
import type { CapitalMovementKind } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { capitalMovements } from '../db/schema.ts';
import { lockName } from '../http/idempotency.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** Locks the ledgers of `memberIds` until commit, in one order (two payments between the same members never deadlock). */
export async function lockLedgers(tx: Db, memberIds: number[]): Promise<void> {
  for (const memberId of [...new Set(memberIds)].sort((a, b) => a - b)) await lockName(tx, `capital:${memberId}`);
}

/** A member's available balance and frozen amount now: its last movement's (0 without any). Lock the ledger first. */
export async function ledgerFigures(tx: Db, memberId: number): Promise<{ balance: number; frozen: number }> {
  const [last] = await tx
    .select({ balance: capitalMovements.balanceAfter, frozen: capitalMovements.frozenAfter })
    .from(capitalMovements)
    .where(eq(capitalMovements.memberId, memberId))
    .orderBy(desc(capitalMovements.id))
    .limit(1);
  return last ?? { balance: 0, frozen: 0 };
}

/** Writes one movement of the available balance (`amount` negative: out) after the ledger's last; answers its id. */
export async function moveBalance(
  tx: Db,
  movement: { memberId: number; kind: CapitalMovementKind; amount: number; remark: string; at: number },
): Promise<number> {
  const { balance, frozen } = await ledgerFigures(tx, movement.memberId);
  const [row] = await tx
    .insert(capitalMovements)
    .values({
      memberId: movement.memberId,
      kind: movement.kind,
      amount: movement.amount,
      frozenChange: 0,
      balanceAfter: (cents(balance) + cents(movement.amount)) / 100,
      frozenAfter: frozen,
      remark: movement.remark,
      createTime: new Date(movement.at),
    })
    .returning({ id: capitalMovements.id });
  return row!.id;
}
