// A contract as the platform reads it, for the contract page's render tests: two lines, a plan of
// two stages, drafted by the buyer (version 1), in whatever state and for whichever side a test asks.
import type { AgreementDetailView, AgreementDocumentView } from '#bff/agreement/detail-views.ts';
import type { Agreement, AgreementExecution, AgreementSide, AgreementVersionRow } from '#contract/schemas/agreement.ts';

export const NOW = Date.UTC(2030, 0, 10, 2, 0, 0);
const DAY = 86_400_000;
export const HASH_1 = 'a'.repeat(64);
export const HASH_2 = 'b1c2'.repeat(16);

export const version = (
  n: number,
  side: AgreementSide,
  confirmedBy: AgreementSide[] = [],
  hash = n === 1 ? HASH_1 : HASH_2,
): AgreementVersionRow => ({
  version: n,
  side,
  comment: n === 1 ? '' : 'Later delivery of the pumps',
  hash,
  totalAmount: 12_000,
  confirmedBy,
  createTime: NOW - (3 - n) * DAY,
});

export const EXECUTION: AgreementExecution = {
  lines: [
    { lineNo: 1, quantity: 10, delivered: 10, accepted: 6, overdue: false },
    { lineNo: 2, quantity: 4, delivered: 1, accepted: 0, overdue: true },
  ],
  stages: [
    { stageNo: 1, amount: 3_600, paid: 3_600, dueDate: '2030-01-05', overdue: false },
    { stageNo: 2, amount: 8_400, paid: 1_000, dueDate: '2030-01-08', overdue: true },
  ],
  deliveries: [
    {
      id: 31,
      lineNo: 1,
      quantity: 6,
      deliveredOn: '2030-01-04',
      note: 'First lot',
      state: 'accepted',
      reason: null,
      createTime: NOW - 5 * DAY,
      decideTime: NOW - 4 * DAY,
    },
    { id: 32, lineNo: 1, quantity: 4, deliveredOn: '2030-01-08', note: '', state: 'pending', reason: null, createTime: NOW - DAY, decideTime: null },
    {
      id: 33,
      lineNo: 2,
      quantity: 1,
      deliveredOn: '2030-01-08',
      note: '',
      state: 'rejected',
      reason: 'Scratched casing',
      createTime: NOW - DAY,
      decideTime: NOW,
    },
  ],
  payments: [
    { id: 41, stageNo: 1, amount: 3_600, createTime: NOW - 6 * DAY },
    { id: 42, stageNo: 2, amount: 1_000, createTime: NOW - DAY },
  ],
  acceptedPercent: 30,
  paidPercent: 38.33,
};

export function agreement(fields: Partial<Agreement> = {}): Agreement {
  return {
    id: 9,
    agreementNo: 'HT20300101000009',
    state: 'negotiating',
    viewerSide: 'buyer',
    source: { type: 1, id: 33, code: 'XJ2030010100033', title: 'Pumps for station 4' },
    order: { id: 44, orderNo: 'PO20300101000044' },
    buyer: { memberId: 1, roleId: 2, name: 'Sino Buyer Ltd' },
    supplier: { memberId: 2, roleId: 1, name: 'Acme Pumps' },
    currency: 'CNY',
    awardAmount: 12_000,
    version: 1,
    hash: HASH_1,
    terms: {
      title: 'Pump supply contract',
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      lines: [
        {
          lineNo: 1,
          materielId: 5,
          number: 'P-1',
          name: 'Pump',
          model: 'CR10',
          unit: 'set',
          awardedQuantity: 10,
          quantity: 10,
          unitPrice: 1_000,
          amount: 10_000,
          deliveryDate: '2030-02-01',
        },
        {
          lineNo: 2,
          materielId: 6,
          number: 'V-2',
          name: 'Valve',
          model: 'Z41H',
          unit: 'pc',
          awardedQuantity: 4,
          quantity: 4,
          unitPrice: 500,
          amount: 2_000,
          deliveryDate: '2030-01-08',
        },
      ],
      totalAmount: 12_000,
      paymentPlan: [
        { stageNo: 1, name: 'Advance', ratio: 30, amount: 3_600, condition: 'signing', dueDate: null, payDay: null },
        { stageNo: 2, name: 'Balance', ratio: 70, amount: 8_400, condition: 'acceptance', dueDate: null, payDay: 15 },
      ],
      deliveryAddress: 'Station 4, Harbour Road 1',
      text: 'Article 1. <b>Warranty</b> of two years.\nArticle 2. Disputes go to arbitration.',
      attachments: [{ fileId: 7, name: 'drawing.pdf', url: '/files/drawing.pdf' }],
    },
    versions: [version(1, 'buyer')],
    signatures: [],
    signedVersion: null,
    signTime: null,
    events: [
      { id: 1, kind: 'drafted', side: 'buyer', userName: 'Li Lei', text: 'v1', createTime: NOW - 2 * DAY },
      { id: 2, kind: 'commented', side: 'supplier', userName: 'Han Mei', text: 'Please move the pumps to March', createTime: NOW - DAY },
    ],
    execution: null,
    endReason: null,
    endTime: null,
    createTime: NOW - 2 * DAY,
    ...fields,
  };
}

/** A contract both sides signed at version 2, its execution under way, as `side` reads it. */
export function signed(side: AgreementSide): Agreement {
  return agreement({
    state: 'signed',
    viewerSide: side,
    version: 2,
    hash: HASH_2,
    versions: [version(1, 'buyer', ['buyer']), version(2, 'supplier', ['supplier', 'buyer'])],
    signatures: [
      { side: 'buyer', userName: 'Li Lei', version: 1, hash: HASH_1, createTime: NOW - 2 * DAY },
      { side: 'supplier', userName: 'Han Mei', version: 2, hash: HASH_2, createTime: NOW - 8 * DAY },
      { side: 'buyer', userName: 'Li Lei', version: 2, hash: HASH_2, createTime: NOW - 7 * DAY },
    ],
    signedVersion: 2,
    signTime: NOW - 7 * DAY,
    execution: EXECUTION,
  });
}

export function detailView(contract: Agreement, fields: Partial<AgreementDetailView> = {}): AgreementDetailView {
  return {
    agreement: contract,
    compare: null,
    diff: null,
    keys: {
      sign: 'sign-key-1',
      propose: 'propose-key-1',
      comment: 'comment-key-1',
      terminate: 'terminate-key-1',
      deliver: 'deliver-key-1',
      accept: { 32: 'accept-key-32' },
      reject: { 32: 'reject-key-32' },
      pay: { 1: 'pay-key-1', 2: 'pay-key-2' },
    },
    today: '2030-01-10',
    ...fields,
  };
}

export function documentView(contract: Agreement): AgreementDocumentView {
  const versionNo = contract.signedVersion ?? contract.version;
  return {
    agreement: contract,
    version: contract.versions.find((row) => row.version === versionNo) ?? null,
    versionNo,
    hash: contract.hash,
    terms: contract.terms,
    draft: contract.signedVersion === null,
  };
}
