// What the contract page reads off a contract, in one place and pure (docs/decisions/025-contracts.md):
// the other side, where the negotiation stands for the viewer, what a line has left to deliver and a
// stage to pay, and where its award came from. The platform decides every rule; these only say
// which buttons to offer.
import type { Agreement, AgreementExecution, AgreementSide, AgreementSource } from '#contract/schemas/agreement.ts';
import { orderSourceHref } from '../../order/order-source.ts';

export const otherSide = (side: AgreementSide): AgreementSide => (side === 'buyer' ? 'supplier' : 'buyer');

/** Where the negotiation stands for the viewer: both confirmed (signed), the viewer, the other side, or neither yet. */
export type NegotiationStatus = 'signed' | 'youConfirmed' | 'otherConfirmed' | 'waiting';

export function negotiationStatus(agreement: Agreement): NegotiationStatus {
  if (agreement.signedVersion !== null) return 'signed';
  const current = agreement.versions.find((row) => row.version === agreement.version);
  const confirmed = current?.confirmedBy ?? [];
  if (confirmed.includes(agreement.viewerSide)) return 'youConfirmed';
  return confirmed.includes(otherSide(agreement.viewerSide)) ? 'otherConfirmed' : 'waiting';
}

/** Who proposed the current version. */
export function proposerOf(agreement: Agreement): AgreementSide | null {
  return agreement.versions.find((row) => row.version === agreement.version)?.side ?? null;
}

/** A number without the float's noise (0.1 + 0.2), to 3 decimals at most (a quantity's). */
export const tidy = (value: number, decimals = 3) => Number(value.toFixed(decimals));

/** What is left to deliver of each line (contracted less delivered, pending deliveries included). */
export function leftToDeliver(agreement: Agreement): Map<number, number> {
  return new Map((agreement.execution?.lines ?? []).map((line) => [line.lineNo, Math.max(0, tidy(line.quantity - line.delivered))]));
}

/** What is left to pay of each stage. */
export function leftToPay(agreement: Agreement): Map<number, number> {
  return new Map((agreement.execution?.stages ?? []).map((stage) => [stage.stageNo, Math.max(0, tidy(stage.amount - stage.paid, 2))]));
}

/**
 * What the delivery form and a stage's payment form are drawn anew on: one more delivery, one more
 * payment. Not the render's keys — every read of the page (a comparison asked) makes new ones, and
 * the forms keep what is typed until what they record is done.
 */
export const deliveryFormKey = (execution: AgreementExecution) => `deliveries-${execution.deliveries.length}`;
export const payFormKey = (execution: AgreementExecution, stageNo: number) =>
  `stage-${stageNo}-payments-${execution.payments.filter((payment) => payment.stageNo === stageNo).length}`;

/** Whether either side may still end the contract early (the platform says the last word). */
export const mayTerminate = (agreement: Agreement) => agreement.state === 'negotiating' || agreement.state === 'signed';

const SOURCE_KIND = { 1: 'inquiry', 2: 'tender', 3: 'bidding' } as const satisfies Record<AgreementSource, string>;

/** The award's source page for this side (the order's source pages: docs/decisions/022-tender-evaluation.md). */
export function sourceHref(source: Agreement['source'], side: AgreementSide): string {
  return orderSourceHref({ kind: SOURCE_KIND[source.type], id: source.id, number: source.code, title: source.title }, side);
}

/** The first characters of a hash, enough to tell versions apart at a glance. */
export const shortHash = (hash: string) => hash.slice(0, 12);
