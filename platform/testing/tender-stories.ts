// What the tender stories share: a tender form that publishes (tender-publishing-suite.ts), and a
// draft to show where a buyer's drafts must stay its own (chat-access-suite.ts).
import type { TenderFormBody } from '#contract/endpoints.ts';
import { DAY } from './inquiry-fixture.ts';
import { freshKey } from './member-helpers.ts';

/** A public tender with prequalification, from `now`: registration days 1–5, prequalification 5–7, bidding 8–25, opening at 25. */
export function tenderForm(now: number, categoryId: number, overrides: Partial<TenderFormBody> = {}): TenderFormBody {
  return {
    projectName: `泵站设备招标 ${freshKey()}`,
    remark: '泵站改造的水泵与阀门',
    categoryId: categoryId,
    purchaseType: 2,
    materiels: [{ code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 4 }],
    isAllArea: true,
    deliverAddress: '上海市浦东新区张江路 1 号',
    hopeDate: now + 60 * DAY,
    registerStartTime: now + DAY,
    registerEndTime: now + 5 * DAY,
    isQualificationCheck: true,
    preCheckStartTime: now + 5 * DAY,
    preCheckEndTime: now + 7 * DAY,
    inviteTenderStartTime: now + 8 * DAY,
    inviteTenderEndTime: now + 25 * DAY,
    openTenderTime: now + 25 * DAY,
    evaluationMethod: 'scored',
    evaluationCriteria: [
      { name: '价格', weight: 60, isPrice: true },
      { name: '技术方案', weight: 40 },
    ],
    tenderScope: 'public',
    ...overrides,
  };
}
