// The seeded quotes' revisions (docs/decisions/017-inquiry-sealed-quotes-and-currency.md). The seed
// writes each supplier's quote as a total (inquiries.ts); at every start the platform gives each
// quote that has no revision yet (revision 0: seeded now, or before migration 0010) its first
// revision: the total spread over the inquiry's lines by quantity, 13 % tax, delivery on the
// inquiry's date, with its receipt hash, and, on a sealed inquiry, the prices sealed under the
// platform's key and the clear total removed. Deterministic: the same total gives the same lines.
import { sql } from 'drizzle-orm';
import type { QuoteLine } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { selectRows } from '../db/client.ts';
import { inquiryMateriels, quoteRevisions } from '../db/schema.ts';
import { lineAmount, sum } from '../sourcing/money.ts';
import { receiptHash, sealBinding } from '../inquiry/quoting.ts';
import type { Sealer } from '../sourcing/seal.ts';

const TAX_RATE = 13;

type Pending = {
  id: number;
  inquiry_id: number;
  member_id: number;
  member_role_id: number;
  user_id: number;
  total_amount: number;
  create_time: Date;
  currency: string;
  price_contrast: number;
  revision: number;
  delivery_time: Date;
};

export async function completeSeededQuotes({ db }: PlatformContext, sealer: Sealer): Promise<number> {
  const pending = await selectRows<Pending>(
    db,
    sql`select q.id, q.inquiry_id, q.member_id, q.member_role_id, q.user_id, q.total_amount::float8 as total_amount, q.create_time,
          i.currency, i.price_contrast, i.revision, i.delivery_time
        from quotes q join inquiries i on i.id = q.inquiry_id where q.revision = 0 order by q.id`,
  );
  if (pending.length === 0) return 0;
  await db.transaction(async (tx) => {
    const materiels = await tx
      .select({ id: inquiryMateriels.id, parentId: inquiryMateriels.parentId, purchaseCount: inquiryMateriels.purchaseCount })
      .from(inquiryMateriels)
      .where(sql`${inquiryMateriels.parentId} in (select inquiry_id from quotes where revision = 0)`);
    const linesOf = new Map<number, typeof materiels>();
    for (const m of materiels) linesOf.set(m.parentId, [...(linesOf.get(m.parentId) ?? []), m]);
    const revisions = [];
    const heads: Array<{ id: number; total: number | null; sealed: boolean }> = [];
    for (const q of pending) {
      const own = (linesOf.get(q.inquiry_id) ?? []).sort((a, b) => a.id - b.id);
      const quantityTotal = own.reduce((t, m) => t + m.purchaseCount, 0) || 1;
      const lines: QuoteLine[] = own.map((m) => {
        const unitPrice = Math.max(0.01, Math.round((Number(q.total_amount) / quantityTotal) * 100) / 100);
        return { materielId: m.id, unitPrice, quantity: m.purchaseCount, amount: lineAmount(unitPrice, m.purchaseCount) };
      });
      const totalAmount = sum(lines.map((l) => l.amount));
      const sealed = q.price_contrast === 1;
      const createTime = new Date(q.create_time);
      const hash = receiptHash({
        inquiryId: q.inquiry_id,
        inquiryRevision: q.revision,
        supplier: { memberId: q.member_id, roleId: q.member_role_id },
        revision: 1,
        kind: 'submitted',
        lines,
        totalAmount,
        currency: q.currency,
        taxRate: TAX_RATE,
        deliveryTime: new Date(q.delivery_time).getTime(),
        notes: '',
        files: [],
        receivedTime: createTime.getTime(),
      });
      revisions.push({
        quoteId: q.id,
        inquiryId: q.inquiry_id,
        revision: 1,
        inquiryRevision: q.revision,
        kind: 'submitted' as const,
        userId: q.user_id,
        sealed,
        currency: q.currency,
        totalAmount: sealed ? null : totalAmount,
        lines: sealed ? null : lines,
        sealedPrices: sealed ? sealer.seal({ lines, totalAmount }, sealBinding(q.id, 1)) : null,
        taxRate: TAX_RATE,
        deliveryTime: new Date(q.delivery_time),
        receiptHash: hash,
        createTime,
      });
      heads.push({ id: q.id, total: sealed ? null : totalAmount, sealed });
    }
    for (let i = 0; i < heads.length; i += 500) {
      const chunk = heads.slice(i, i + 500);
      const values = sql.join(
        chunk.map((h) => sql`(${h.id}::int, ${h.total}::numeric, ${h.sealed}::boolean)`),
        sql`, `,
      );
      await tx.execute(sql`update quotes q set revision = 1, total_amount = v.total, sealed = v.sealed, update_time = q.create_time
        from (values ${values}) as v(id, total, sealed) where q.id = v.id`);
      await tx.insert(quoteRevisions).values(revisions.slice(i, i + 500));
    }
  });
  return pending.length;
}
