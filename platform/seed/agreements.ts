// Demo contracts (docs/decisions/025-contracts.md), seeded after the sourcing items and the ledgers:
// the three oldest competitive bids that are seeded as awarded (with bids, the demo supplier in none)
// get the award their state and notice say — to their first-ranked bidder, the notice naming it —
// and its purchase order, confirmed; then a contract each: one under negotiation, one signed with a
// delivery accepted, one pending and the signing stage paid, one completed. Their buyers get an
// account (buyerNN, the demo password) so that both sides can open them. Written directly, as the
// platform's actions would write them, without notifications. Deterministic; a few dozen rows.
import { and, asc, eq, exists, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { AgreementTerms } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import { awardBasis } from '../agreement/awards.ts';
import { ledgerFigures, moveBalance } from '../agreement/capital.ts';
import { agreementNumber } from '../agreement/drafting.ts';
import { type AgreementRow, recordEvent } from '../agreement/execution.ts';
import { agreementHash, canonicalTerms, type TermsBody } from '../agreement/terms.ts';
import { finalRanking } from '../bidding/closing.ts';
import { type Db, selectRows } from '../db/client.ts';
import {
  agreementConfirmations,
  agreementDeliveries,
  agreementOrderLines,
  agreementPayments,
  agreements,
  agreementVersions,
  biddingAwards,
  biddingMateriels,
  biddings,
  biddingSignups,
  bids,
  members,
  notices,
  purchaseOrders,
  users,
} from '../db/schema.ts';
import { createBiddingOrder, orderForAgreement } from '../order/index.ts';
import { DAY, HOUR } from './drafts.ts';

/** What becomes of each awarded auction's contract, oldest award first. */
const STAGES = ['completed', 'signed', 'negotiating'] as const;
type Stage = (typeof STAGES)[number];
/** The buyers' contact persons (their new accounts' names). */
const BUYER_PEOPLE = ['王建国', '李晓梅', '张志强'];

const day = (at: number) => siteFields(at).date;

/** The awarded auctions to contract: seeded awarded, with bids, an award notice a week old at least, the demo supplier in none (neither bidding nor named). */
async function awardedAuctions(tx: Db, demoSupplierId: number, now: number) {
  return tx
    .select({ bidding: biddings, noticeId: notices.id, noticeTime: notices.createTime, content: notices.content })
    .from(biddings)
    .innerJoin(notices, and(eq(notices.type, 3), eq(notices.sourceId, biddings.id)))
    .where(
      and(
        eq(biddings.state, 'awarded'),
        lte(notices.createTime, new Date(now - 7 * DAY)),
        or(isNull(notices.awardedMemberId), ne(notices.awardedMemberId, demoSupplierId)),
        exists(tx.select({ one: sql`1` }).from(bids).where(eq(bids.biddingId, biddings.id))),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(bids)
            .where(and(eq(bids.biddingId, biddings.id), eq(bids.memberId, demoSupplierId))),
        ),
        notExists(tx.select({ one: sql`1` }).from(biddingAwards).where(eq(biddingAwards.biddingId, biddings.id))),
      ),
    )
    .orderBy(asc(notices.createTime), asc(biddings.id))
    .limit(STAGES.length);
}

/** A user of the buyer member (its first), or a new account buyerNN with the demo buyer's password. */
async function buyerUser(tx: Db, memberId: number, demo: { passwordHash: string; passwordSalt: string }, index: number): Promise<number> {
  const [own] = await tx.select({ id: users.id }).from(users).where(eq(users.memberId, memberId)).orderBy(asc(users.id)).limit(1);
  if (own) return own.id;
  const buyerIds = await tx.select({ id: members.id }).from(members).where(eq(members.memberRoleType, 2)).orderBy(asc(members.id));
  const place = buyerIds.findIndex((b) => b.id === memberId) + 1;
  const [user] = await tx
    .insert(users)
    .values({
      memberId,
      account: `buyer${String(place).padStart(2, '0')}`,
      name: BUYER_PEOPLE[index % BUYER_PEOPLE.length]!,
      customerService: true,
      passwordHash: demo.passwordHash,
      passwordSalt: demo.passwordSalt,
    })
    .returning({ id: users.id });
  return user!.id;
}

type Awarded = { orderId: number; buyerUserId: number; supplierUserId: number; at: number };

/** The auction's award to its first-ranked bidder, the notice naming it, and its order confirmed a few hours later. */
async function award(tx: Db, auction: Awaited<ReturnType<typeof awardedAuctions>>[number], buyerUserId: number): Promise<Awarded> {
  const { bidding, noticeId, noticeTime, content } = auction;
  const [winner] = await finalRanking(tx, bidding.id);
  if (!winner) throw new Error(`auction ${bidding.id} has no bid`);
  const [signUp] = await tx
    .select({ id: biddingSignups.id, userId: biddingSignups.userId })
    .from(biddingSignups)
    .where(and(eq(biddingSignups.biddingId, bidding.id), eq(biddingSignups.memberId, winner.memberId)));
  const [member] = await tx.select({ name: members.name }).from(members).where(eq(members.id, winner.memberId));
  const at = noticeTime.getTime();
  const [row] = await tx
    .insert(biddingAwards)
    .values({
      biddingId: bidding.id,
      awardedByUserId: buyerUserId,
      bidId: winner.bidId,
      signUpId: signUp!.id,
      supplierMemberId: winner.memberId,
      supplierRoleId: winner.memberRoleId,
      bidder: winner.bidder,
      rank: winner.rank,
      totalAmount: winner.price,
      currency: 'CNY',
      noticeId,
      createTime: noticeTime,
    })
    .returning({ id: biddingAwards.id });
  const text = content
    .split('\n')
    .map((line) =>
      line.startsWith('成交供应商：')
        ? `成交供应商：${member!.name}`
        : line.startsWith('成交金额：')
          ? `成交金额：${Number((winner.price / 10_000).toFixed(2))}万元`
          : line,
    )
    .join('\n');
  await tx.update(notices).set({ awardedMemberId: winner.memberId, content: text }).where(eq(notices.id, noticeId));
  const materiels = await tx
    .select()
    .from(biddingMateriels)
    .where(eq(biddingMateriels.parentId, bidding.id))
    .orderBy(asc(biddingMateriels.sort), asc(biddingMateriels.id));
  const order = await createBiddingOrder(tx, {
    bidding: { ...bidding, currency: 'CNY' },
    awardId: row!.id,
    signUpId: signUp!.id,
    supplier: { memberId: winner.memberId, roleId: winner.memberRoleId },
    totalAmount: winner.price,
    materiels,
    at,
  });
  await tx
    .update(purchaseOrders)
    .set({ state: 'confirmed', decidedByUserId: signUp!.userId, decideTime: new Date(at + 3 * HOUR) })
    .where(eq(purchaseOrders.id, order.id));
  return { orderId: order.id, buyerUserId, supplierUserId: signUp!.userId, at };
}

/** The version 1 terms the buyer drafts: every line, delivered in ten days from now; the plan by what the contract becomes. */
async function draftTerms(tx: Db, orderId: number, stage: Stage, now: number): Promise<{ terms: AgreementTerms; awardAmount: number }> {
  const order = (await orderForAgreement(tx, orderId))!;
  const start = day(order.createTime.getTime() + DAY);
  const body: TermsBody = {
    title: `${order.source.title}采购合同`,
    startDate: start,
    endDate: day(now + 90 * DAY),
    lines: order.lines.map((line) => ({ lineNo: line.lineNo, quantity: line.quantity, deliveryDate: day(now + 10 * DAY) })),
    paymentPlan:
      stage === 'completed'
        ? [{ name: '验收后全款', ratio: 100, condition: 'acceptance', dueDate: null, payDay: null }]
        : [
            { name: '预付款', ratio: 30, condition: 'signing', dueDate: null, payDay: null },
            { name: '验收款', ratio: 70, condition: 'acceptance', dueDate: null, payDay: 25 },
          ],
    deliveryAddress: order.source.address ?? '买方指定仓库',
    text: '第一条 标的、数量与价款按本合同清单执行。\n第二条 交付与验收：供方按约定日期送货，需方到货后五个工作日内验收。\n第三条 付款按付款计划执行。',
    fileIds: [],
  };
  return canonicalTerms(body, awardBasis(order, order.lines, true), []);
}

/** One contract from the award's order, taken as far as `stage` says; its times a day apart after the award. */
async function contract(tx: Db, awarded: Awarded, stage: Stage, now: number): Promise<void> {
  const { orderId, buyerUserId, supplierUserId, at: awardTime } = awarded;
  const order = (await orderForAgreement(tx, orderId))!;
  const { terms, awardAmount } = await draftTerms(tx, orderId, stage, now);
  const hash = agreementHash(terms);
  const at = (days: number) => awardTime + days * DAY;
  const [next] = await selectRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('agreements', 'id'))::int as id`);
  const id = next!.id;
  const created = new Date(at(1));
  const [row] = await tx
    .insert(agreements)
    .values({
      id,
      agreementNo: agreementNumber(id, at(1)),
      orderId,
      sourceType: 3,
      sourceId: order.source.id,
      buyerMemberId: order.buyer.memberId,
      buyerRoleId: order.buyer.roleId,
      supplierMemberId: order.supplier.memberId,
      supplierRoleId: order.supplier.roleId,
      currency: order.currency,
      awardAmount,
      createdByUserId: buyerUserId,
      createTime: created,
      updateTime: created,
    })
    .returning();
  await tx.insert(agreementOrderLines).values(order.lines.map((line) => ({ agreementId: id, lineNo: line.lineNo, orderLineId: line.orderLineId })));
  await tx
    .insert(agreementVersions)
    .values({ agreementId: id, version: 1, side: 'buyer', userId: buyerUserId, terms, hash, totalAmount: terms.totalAmount, createTime: created });
  await recordEvent(tx, {
    agreementId: id,
    kind: 'drafted',
    side: 'buyer',
    userId: buyerUserId,
    detail: { version: 1, totalAmount: terms.totalAmount, comment: '' },
    at: at(1),
  });
  if (stage === 'negotiating') return;
  await sign(tx, row!, hash, { buyer: buyerUserId, supplier: supplierUserId }, at(2));
  if (stage === 'signed') {
    // The signing stage paid; half of the first line delivered and accepted, the rest delivered and waiting.
    await pay(tx, row!, terms, 1, terms.paymentPlan[0]!.amount, buyerUserId, at(3));
    const [line] = terms.lines;
    const half = Math.floor(line!.quantity / 2) || line!.quantity;
    await deliver(tx, row!, terms, [{ lineNo: line!.lineNo, quantity: half }], supplierUserId, at(4), { userId: buyerUserId, at: at(5) });
    if (half < line!.quantity)
      await deliver(tx, row!, terms, [{ lineNo: line!.lineNo, quantity: line!.quantity - half }], supplierUserId, at(6), null);
    return;
  }
  await deliver(tx, row!, terms, terms.lines, supplierUserId, at(3), { userId: buyerUserId, at: at(4) });
  await pay(tx, row!, terms, 1, terms.paymentPlan[0]!.amount, buyerUserId, at(5));
  await tx
    .update(agreements)
    .set({ state: 'completed', endTime: new Date(at(5)), updateTime: new Date(at(5)) })
    .where(eq(agreements.id, id));
  await recordEvent(tx, { agreementId: id, kind: 'completed', side: null, userId: null, detail: {}, at: at(5) });
}

async function sign(tx: Db, row: AgreementRow, hash: string, userOf: Record<'buyer' | 'supplier', number>, at: number): Promise<void> {
  const detail = { version: 1, hash };
  for (const [side, offset] of [
    ['buyer', 0],
    ['supplier', 2 * HOUR],
  ] as const) {
    await tx
      .insert(agreementConfirmations)
      .values({ agreementId: row.id, version: 1, hash, side, userId: userOf[side], createTime: new Date(at + offset) });
    await recordEvent(tx, { agreementId: row.id, kind: 'confirmed', side, userId: userOf[side], detail, at: at + offset });
  }
  const signTime = new Date(at + 2 * HOUR);
  await tx.update(agreements).set({ state: 'signed', signedVersion: 1, signTime, updateTime: signTime }).where(eq(agreements.id, row.id));
  await recordEvent(tx, { agreementId: row.id, kind: 'signed', side: 'supplier', userId: userOf.supplier, detail, at: at + 2 * HOUR });
}

/** Deliveries of `lines` (each its quantity) at `at`, accepted by the buyer when `accepted` says when. */
async function deliver(
  tx: Db,
  row: AgreementRow,
  terms: AgreementTerms,
  lines: ReadonlyArray<{ lineNo: number; quantity: number }>,
  userId: number,
  at: number,
  accepted: { userId: number; at: number } | null,
): Promise<void> {
  const details = [];
  for (const { lineNo, quantity } of lines) {
    const line = terms.lines.find((l) => l.lineNo === lineNo)!;
    const [delivery] = await tx
      .insert(agreementDeliveries)
      .values({
        agreementId: row.id,
        lineNo,
        quantity,
        deliveredOn: day(at),
        note: '随货附送货单',
        state: accepted ? 'accepted' : 'pending',
        recordedByUserId: userId,
        decidedByUserId: accepted?.userId ?? null,
        decideTime: accepted ? new Date(accepted.at) : null,
        createTime: new Date(at),
      })
      .returning({ id: agreementDeliveries.id });
    const detail = { deliveryId: delivery!.id, lineNo, name: line.name, quantity, unit: line.unit };
    await recordEvent(tx, { agreementId: row.id, kind: 'delivered', side: 'supplier', userId, detail, at });
    details.push(detail);
  }
  if (!accepted) return;
  for (const detail of details)
    await recordEvent(tx, { agreementId: row.id, kind: 'accepted', side: 'buyer', userId: accepted.userId, detail, at: accepted.at });
}

/** The buyer pays `amount` of a stage: a deposit first when its account holds too little, then the two movements. */
async function pay(tx: Db, row: AgreementRow, terms: AgreementTerms, stageNo: number, amount: number, userId: number, at: number): Promise<void> {
  const stage = terms.paymentPlan.find((s) => s.stageNo === stageNo)!;
  if ((await ledgerFigures(tx, row.buyerMemberId)).balance < amount) {
    await moveBalance(tx, {
      memberId: row.buyerMemberId,
      kind: 'deposit',
      amount: Math.ceil(terms.totalAmount),
      remark: '对公转账充值',
      at: at - HOUR,
    });
  }
  const stageText = `第${stage.stageNo}期「${stage.name}」`;
  const buyerMovementId = await moveBalance(tx, {
    memberId: row.buyerMemberId,
    kind: 'payment',
    amount: -amount,
    remark: `支付合同 ${row.agreementNo} ${stageText}`,
    at,
  });
  const supplierMovementId = await moveBalance(tx, {
    memberId: row.supplierMemberId,
    kind: 'income',
    amount,
    remark: `合同 ${row.agreementNo} ${stageText}回款`,
    at,
  });
  const [payment] = await tx
    .insert(agreementPayments)
    .values({ agreementId: row.id, stageNo, amount, buyerMovementId, supplierMovementId, recordedByUserId: userId, createTime: new Date(at) })
    .returning({ id: agreementPayments.id });
  await recordEvent(tx, {
    agreementId: row.id,
    kind: 'paid',
    side: 'buyer',
    userId,
    detail: { paymentId: payment!.id, stageNo, name: stage.name, amount },
    at,
  });
}

/** Seeds the demo contracts at `now` (after seedAccounts: the payments continue the ledgers). */
export async function seedAgreements(tx: Db, now: number): Promise<void> {
  const [demoBuyer] = await tx.select().from(users).where(eq(users.account, 'buyer'));
  const [demoSupplier] = await tx.select({ memberId: users.memberId }).from(users).where(eq(users.account, 'supplier'));
  if (!demoBuyer || !demoSupplier) return;
  const auctions = await awardedAuctions(tx, demoSupplier.memberId, now);
  for (const [index, auction] of auctions.entries()) {
    const buyerUserId = await buyerUser(tx, auction.bidding.memberId, demoBuyer, index);
    await contract(tx, await award(tx, auction, buyerUserId), STAGES[index]!, now);
  }
}
