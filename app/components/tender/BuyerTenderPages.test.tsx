// The buyer's tender pages as a buyer reads them (rendered on the server, in English): the list's tabs
// count each phase and each row says its phase and the time left to the next; the form shows a draft
// as saved, the price formula beside scored criteria and their running total; one tender shows its
// schedule with the current step, the pages its phase opens, and cancellation while it is live.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderEditView, TenderListView } from '#bff/tender/buyer-views.ts';
import type { MemberTender, MemberTenderRow, TenderPhase } from '#contract/schemas.ts';
import { TENDER_EVALUATION_PATH, TENDER_OPENING_PATH, TENDER_REGISTRATIONS_PATH } from '#app/lib/member-centre.ts';
import { BuyerTenderPage } from './BuyerTenderPage.tsx';
import { TenderForm } from './TenderForm.tsx';
import { TenderListPage } from './TenderListPage.tsx';
import { attributeOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);

const render = (page: ReactNode) => renderMemberPage(i18n, page);

/** The text of the elements carrying this test id, as a reader sees it. */
const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:a|p|span|div|button|td)>`, 'gs'))].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').trim(),
  );
const attribute = attributeOf;

const row = (id: number, phase: TenderPhase, fields: Partial<MemberTenderRow> = {}): MemberTenderRow => ({
  id,
  code: `ZB20300101${String(id).padStart(6, '0')}`,
  projectName: `Pump station ${id}`,
  state: phase === 'draft' ? 'draft' : 'published',
  phase,
  // The platform's end of the phase (phaseEndsAt): registration's close here.
  phaseEndTime: phase === 'registration' ? NOW + 3 * DAY + 4 * HOUR + 5 * 60_000 : null,
  tenderScope: 'public',
  evaluationMethod: 'scored',
  registerEndTime: NOW + 3 * DAY + 4 * HOUR + 5 * 60_000,
  preCheckEndTime: null,
  inviteTenderEndTime: NOW + 20 * DAY,
  openTenderTime: NOW + 21 * DAY,
  registrationCount: 2,
  createTime: NOW - DAY,
  ...fields,
});

describe('the buyer’s tender list', () => {
  const view: TenderListView = {
    list: {
      status: 'ok',
      data: {
        data: [row(1, 'registration'), row(2, 'draft'), row(3, 'announced', { phaseEndTime: NOW + 2 * HOUR + 30 * 60_000 })],
        totalCount: 3,
        phaseCounts: {
          draft: 1,
          announced: 1,
          registration: 1,
          prequalification: 0,
          bidding: 0,
          opening: 0,
          evaluation: 0,
          awarded: 0,
          failed: 0,
          cancelled: 0,
        },
      },
    },
    current: 1,
    pageSize: 10,
    phase: 'registration',
    keyword: 'pump',
    serverTime: NOW,
  };

  it('offers a tab per phase with its count, the one chosen current, each keeping the keyword', () => {
    const html = render(<TenderListPage view={view} />);
    // All, then the phases in the order a tender lives them: draft, announced, registration, …
    expect(texts(html, 'tender-tab-count')).toEqual(['3', '1', '1', '1', '0', '0', '0', '0', '0', '0', '0']);
    expect(texts(html, 'tender-tab-announced')[0]).toContain('Announced');
    expect(attribute(html, 'tender-tab-registration', 'aria-current')).toEqual(['page']);
    expect(attribute(html, 'tender-tab-bidding', 'href')).toEqual(['/?phase=bidding&amp;keyword=pump']);
  });

  it('says each row’s phase and the time left to the next by the server’s clock; only a draft is edited', () => {
    const html = render(<TenderListPage view={view} />);
    expect(attribute(html, 'tender-phase', 'data-phase')).toEqual(['registration', 'draft', 'announced']);
    // An announced tender counts down to its registration's opening.
    expect(texts(html, 'tender-next-phase')).toEqual(['Registration closes in 3 d 4 h', 'Registration opens in 2 h 30 min']);
    expect(attribute(html, 'tender-edit', 'href')).toEqual(['/memberCenter/callForBids/callForBidsSearch/edit?id=2']);
  });
});

const tender = (phase: TenderPhase, fields: Partial<MemberTender> = {}): MemberTender => ({
  id: 7,
  code: 'ZB20300101000007',
  state: phase === 'draft' || phase === 'cancelled' || phase === 'failed' || phase === 'awarded' ? phase : 'published',
  phase,
  // The platform's end of the phase (phaseEndsAt): the bidding deadline here.
  phaseEndTime: phase === 'bidding' ? NOW + 2 * DAY : null,
  projectName: 'Pump station',
  remark: 'Pumps and valves',
  categoryId: 12,
  purchaseType: 2,
  budgetAmount: 0,
  isAllArea: true,
  areaList: [],
  materielList: [{ id: 1, code: 'P-1', name: 'Pump', type: 'IS80', unit: 'set', count: 4, categoryId: null, brandId: null, urls: [] }],
  deliverAddress: 'Zhangjiang Road 1',
  hopeDate: NOW + 60 * DAY,
  registerStartTime: NOW - 2 * DAY,
  registerEndTime: NOW - DAY,
  registerRequirement: '',
  registerFile: [],
  isQualificationCheck: true,
  preCheckStartTime: NOW - DAY,
  preCheckEndTime: NOW - HOUR,
  preCheckRequirement: '',
  preCheckFile: [],
  inviteTenderStartTime: NOW - HOUR,
  inviteTenderEndTime: NOW + 2 * DAY,
  openTenderTime: NOW + 2 * DAY,
  inviteTenderRequirement: 'Bring samples',
  inviteTenderFile: [],
  evaluationMethod: 'scored',
  evaluationCriteria: [
    { name: 'Price', weight: 60, isPrice: true },
    { name: 'Technique', weight: 40, isPrice: false },
  ],
  tenderScope: 'public',
  invited: [],
  payType: '',
  deliverRequirement: '',
  taxationRequirement: '',
  logisticsRequirement: '',
  packingRequirement: '',
  otherRequirement: '',
  cancelReason: null,
  registrationCount: 3,
  createTime: NOW - 3 * DAY,
  updateTime: null,
  ...fields,
});
const names = { categories: { '12': 'Pumps' }, brands: {}, areas: [] };

describe('one of the buyer’s tenders', () => {
  it('shows the schedule with bidding current, the registrations, the countdown to the deadline, and cancellation', () => {
    const html = render(<BuyerTenderPage view={{ tender: tender('bidding'), names, serverTime: NOW }} answer={undefined} />);
    expect(attribute(html, 'tender-step', 'data-state')).toEqual(['done', 'done', 'current', 'next', 'next']);
    expect(texts(html, 'tender-registration-count')).toEqual(['3 registered']);
    expect(attribute(html, 'tender-countdown', 'aria-label')).toEqual(['Time left to bid']);
    expect(attribute(html, 'tender-countdown', 'data-days')).toEqual(['2']);
    expect(attribute(html, 'tender-page-registrations', 'href')).toEqual([`${TENDER_REGISTRATIONS_PATH}?id=7`]);
    expect(html).not.toContain('data-testid="tender-page-opening"');
    expect(html).toContain('data-testid="tender-cancel-open"');
    expect(texts(html, 'tender-price-formula')[0]).toMatch(/^Price score = price weight × lowest valid total ÷ this bid/);
  });

  it('links the opening record and the evaluation once evaluated; a failed tender says so, and is not cancelled', () => {
    const evaluated = render(<BuyerTenderPage view={{ tender: tender('evaluation'), names, serverTime: NOW }} answer={undefined} />);
    expect(attribute(evaluated, 'tender-page-opening', 'href')).toEqual([`${TENDER_OPENING_PATH}?id=7`]);
    expect(attribute(evaluated, 'tender-page-evaluation', 'href')).toEqual([`${TENDER_EVALUATION_PATH}?id=7`]);
    const failed = render(<BuyerTenderPage view={{ tender: tender('failed'), names, serverTime: NOW }} answer={undefined} />);
    expect(failed).toContain('data-testid="tender-failed"');
    expect(failed).not.toContain('data-testid="tender-cancel-open"');
    expect(failed).not.toContain('data-testid="tender-page-evaluation"');
  });

  it('announced, has every step to come and counts down to the registration’s opening', () => {
    const announced = tender('announced', { registerStartTime: NOW + DAY, phaseEndTime: NOW + DAY });
    const html = render(<BuyerTenderPage view={{ tender: announced, names, serverTime: NOW }} answer={undefined} />);
    expect(attribute(html, 'tender-phase', 'data-phase')).toEqual(['announced']);
    expect(attribute(html, 'tender-step', 'data-state')).toEqual(['next', 'next', 'next', 'next', 'next']);
    expect(attribute(html, 'tender-countdown', 'aria-label')).toEqual(['Time until registration opens']);
    expect(attribute(html, 'tender-countdown', 'data-days')).toEqual(['1']);
  });

  it('offers a draft to edit, with no countdown and no other pages yet', () => {
    const html = render(<BuyerTenderPage view={{ tender: tender('draft'), names, serverTime: NOW }} answer={undefined} />);
    expect(attribute(html, 'tender-edit-link', 'href')).toEqual(['/memberCenter/callForBids/callForBidsSearch/edit?id=7']);
    expect(html).not.toContain('data-testid="tender-countdown"');
    expect(html).not.toContain('data-testid="tender-pages"');
  });
});

describe('the tender form', () => {
  const values = {
    projectName: 'Pump station',
    remark: '',
    categoryId: '12',
    purchaseType: '2',
    budgetAmount: '',
    materials: [{ key: 'r0', code: 'P-1', name: 'Pump', type: '', categoryId: '', brandId: '', unit: 'set', count: '4', files: [] }],
    areaScope: 'all',
    areas: [],
    deliverAddress: 'Zhangjiang Road 1',
    hopeDate: '2030-03-01',
    registerStartTime: '2030-01-02T09:00',
    registerEndTime: '2030-01-06T17:00',
    registerRequirement: '',
    registerFiles: [],
    prequal: '',
    preCheckStartTime: '',
    preCheckEndTime: '',
    preCheckRequirement: '',
    preCheckFiles: [],
    inviteTenderStartTime: '2030-01-07T09:00',
    inviteTenderEndTime: '2030-01-30T09:00',
    openTenderTime: '2030-01-30T09:00',
    inviteTenderRequirement: '',
    inviteTenderFiles: [],
    evaluationMethod: 'scored',
    criteria: [
      { key: 'c0', name: 'Price', weight: '70' },
      { key: 'c1', name: 'Technique', weight: '40' },
    ],
    priceCriterion: 'c0',
    tenderScope: 'public',
    invited: [],
    payType: '',
    deliverRequirement: '',
    taxationRequirement: '',
    logisticsRequirement: '',
    packingRequirement: '',
    otherRequirement: '',
  };
  const view: TenderEditView = {
    mode: 'draft',
    tender: tender('draft'),
    locked: false,
    values,
    categories: [{ group: 'Machinery', items: [{ value: '12', label: 'Pumps' }] }],
    brands: [],
    provinces: [],
    suppliers: [],
    formKey: 'key-1234567890',
    saved: false,
  };

  it('shows a draft as saved, without the prequalification it left off, and warns of weights above 100', () => {
    const html = render(<TenderForm view={view} answer={undefined} />);
    expect(attribute(html, 'tender-registerStartTime', 'value')).toEqual(['2030-01-02T09:00']);
    expect(html).not.toContain('data-testid="tender-preCheckStartTime"');
    expect(texts(html, 'tender-weight-total')).toEqual(['The weights total more than 100']);
    expect(html).toContain('data-testid="tender-price-formula"');
  });

  it('shows a refusal on its field with what was typed, and posts back the draft a refused publication saved', () => {
    const answer = {
      ok: false as const,
      fieldErrors: { inviteTenderEndTime: 'The bidding deadline is too close' },
      values: { ...values, projectName: 'Pump station, revised' },
      formKey: 'key-1234567890',
      draftId: 7,
    };
    const html = render(<TenderForm view={{ ...view, mode: 'new', tender: null }} answer={answer} />);
    expect(html).toContain('The bidding deadline is too close');
    expect(attribute(html, 'tender-project-name', 'value')).toEqual(['Pump station, revised']);
    expect(html).toMatch(/<input type="hidden" name="draftId" value="7"\/>/);
  });

  it('is not shown for a tender that is no longer a draft', () => {
    const html = render(<TenderForm view={{ ...view, tender: tender('bidding'), locked: true }} answer={undefined} />);
    expect(html).toContain('data-testid="tender-locked"');
    expect(html).not.toContain('data-testid="tender-form"');
  });
});
