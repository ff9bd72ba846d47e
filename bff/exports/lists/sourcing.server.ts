// The sourcing lists of the member centre as sheets (docs/decisions/027-documents.md): the buyer's
// inquiries, tenders, competitive bids and a tender's registrations; the supplier's quotes, tenders and
// auctions; an evaluator's invitations. Each reads the same filters as its page, with the same words.
import { api } from '#contract/endpoints.ts';
import type {
  EvaluationInvitation,
  MemberBiddingRow,
  MemberInquiryRow,
  MemberTenderRow,
  MyTenderRow,
  OwnQuoteRow,
  SupplierBiddingRow,
  TenderRegistrationRow,
} from '#contract/schemas.ts';
import { memberCall } from '../../member/session.server.ts';
import { idParam } from '../../page-params.server.ts';
import { callUpstream } from '../../upstream.server.ts';
import { filtersOf, type ListExport, listExport, pagedList } from '../list-kit.server.ts';
import type { MemberExportList } from '../lists.ts';

const same = <Page>(page: Page) => page;

const inquiries = listExport<MemberInquiryRow>({
  gather: pagedList(api.inquiryBuyer.list, (url) => filtersOf(url, api.inquiryBuyer.list.query, ['state', 'keyword']), same),
  columns: ({ t }) => [
    { header: t('exports:columns.number'), value: (row) => row.purchaseInquiryNo },
    { header: t('exports:columns.title'), value: (row) => row.details, width: 40 },
    { header: t('exports:columns.priceContrast'), value: (row) => t(`inquiry:priceContrast.${row.priceContrast}`) },
    { header: t('exports:columns.currency'), value: (row) => row.currency },
    { header: t('exports:columns.deadline'), value: (row) => row.offerEndTime, format: 'dateTime' },
    { header: t('exports:columns.materials'), value: (row) => row.materielCount, format: 'integer' },
    { header: t('exports:columns.quotes'), value: (row) => row.quoteCount, format: 'integer' },
    { header: t('exports:columns.orders'), value: (row) => row.orderCount, format: 'integer' },
    { header: t('exports:columns.state'), value: (row) => t(`inquiry:states.${row.state}`) },
    { header: t('exports:columns.created'), value: (row) => row.createTime, format: 'dateTime' },
  ],
});

const quotes = listExport<OwnQuoteRow>({
  gather: pagedList(api.inquiryQuote.list, (url) => filtersOf(url, api.inquiryQuote.list.query, ['state']), same),
  columns: ({ t }) => [
    { header: t('exports:columns.number'), value: (row) => row.purchaseInquiryNo },
    { header: t('exports:columns.title'), value: (row) => row.details, width: 40 },
    { header: t('exports:columns.buyer'), value: (row) => row.buyer.name },
    { header: t('exports:columns.state'), value: (row) => t(`quote:mine.${row.state}`) },
    { header: t('exports:columns.outcome'), value: (row) => (row.outcome ? t(`quote:states.${row.outcome}`) : '') },
    { header: t('exports:columns.total'), value: (row) => row.totalAmount, format: 'money' },
    { header: t('exports:columns.currency'), value: (row) => row.currency },
    { header: t('exports:columns.revision'), value: (row) => row.revision, format: 'integer' },
    { header: t('exports:columns.receivedAt'), value: (row) => row.receipt?.receivedTime ?? null, format: 'dateTime' },
    { header: t('exports:columns.receipt'), value: (row) => row.receipt?.sha256 ?? '', width: 66 },
    { header: t('exports:columns.deadline'), value: (row) => row.offerEndTime, format: 'dateTime' },
  ],
});

const tenders = listExport<MemberTenderRow>({
  gather: pagedList(api.tenderBuyer.list, (url) => filtersOf(url, api.tenderBuyer.list.query, ['phase', 'keyword']), same),
  columns: ({ t }) => [
    { header: t('exports:columns.code'), value: (row) => row.code },
    { header: t('exports:columns.project'), value: (row) => row.projectName, width: 40 },
    { header: t('exports:columns.scope'), value: (row) => t(`tender:scope.${row.tenderScope}`) },
    { header: t('exports:columns.method'), value: (row) => t(`tender:method.${row.evaluationMethod}`) },
    { header: t('exports:columns.phase'), value: (row) => t(`common:tenderPhase.names.${row.phase}`) },
    { header: t('exports:columns.registrations'), value: (row) => row.registrationCount, format: 'integer' },
    { header: t('exports:columns.registrationEnds'), value: (row) => row.registerEndTime, format: 'dateTime' },
    { header: t('exports:columns.bidDeadline'), value: (row) => row.inviteTenderEndTime, format: 'dateTime' },
    { header: t('exports:columns.openingAt'), value: (row) => row.openTenderTime, format: 'dateTime' },
    { header: t('exports:columns.created'), value: (row) => row.createTime, format: 'dateTime' },
  ],
});

const myTenders = listExport<MyTenderRow>({
  gather: pagedList(api.tenderBid.list, (url) => filtersOf(url, api.tenderBid.list.query, ['phase', 'keyword']), same),
  columns: ({ t, yesNo }) => [
    { header: t('exports:columns.code'), value: (row) => row.code },
    { header: t('exports:columns.project'), value: (row) => row.projectName, width: 40 },
    { header: t('exports:columns.buyer'), value: (row) => row.buyer.name },
    { header: t('exports:columns.phase'), value: (row) => t(`common:tenderPhase.names.${row.phase}`) },
    { header: t('exports:columns.invited'), value: (row) => yesNo(row.invited) },
    { header: t('exports:columns.registration'), value: (row) => t(`tenderBid:mine.review.${row.registration?.review ?? 'none'}`) },
    { header: t('exports:columns.bid'), value: (row) => t(`tenderBid:mine.bidState.${row.bid?.state ?? 'none'}`, { revision: row.bid?.revision }) },
    { header: t('exports:columns.receipt'), value: (row) => row.bid?.sha256 ?? '', width: 66 },
    { header: t('exports:columns.bidDeadline'), value: (row) => row.inviteTenderEndTime, format: 'dateTime' },
    { header: t('exports:columns.openingAt'), value: (row) => row.openTenderTime, format: 'dateTime' },
  ],
});

/** One tender's registrations (?id= the tender, as on its page), by review state. */
const registrations = listExport<TenderRegistrationRow>({
  // Without a tender the platform refuses the call (the page's 404).
  gather: pagedList(
    api.tenderRegistration.list,
    (url) => ({ inviteTenderId: idParam(url, 'id') ?? 0, ...filtersOf(url, api.tenderRegistration.list.query, ['review']) }),
    same,
  ),
  columns: ({ t }) => [
    { header: t('exports:columns.supplier'), value: (row) => row.supplier.name, width: 30 },
    { header: t('exports:columns.contact'), value: (row) => row.contactName },
    { header: t('exports:columns.phone'), value: (row) => row.phone },
    { header: t('exports:columns.email'), value: (row) => row.email },
    { header: t('exports:columns.region'), value: (row) => [row.provinceName, row.cityName, row.address].filter(Boolean).join(' ') },
    { header: t('exports:columns.documents'), value: (row) => row.files.length + row.qualificationFiles.length, format: 'integer' },
    { header: t('exports:columns.review'), value: (row) => t(`tenderRegistration:review.state.${row.review}`) },
    { header: t('exports:columns.reviewReason'), value: (row) => row.reviewReason ?? '' },
    { header: t('exports:columns.reviewedAt'), value: (row) => row.reviewTime, format: 'dateTime' },
    { header: t('exports:columns.registeredAt'), value: (row) => row.createTime, format: 'dateTime' },
  ],
});

const biddings = listExport<MemberBiddingRow>({
  gather: pagedList(api.biddingBuyer.list, (url) => filtersOf(url, api.biddingBuyer.list.query, ['phase', 'keyword']), same),
  columns: ({ t }) => [
    { header: t('exports:columns.number'), value: (row) => row.biddingNo },
    { header: t('exports:columns.title'), value: (row) => row.details, width: 40 },
    { header: t('exports:columns.phase'), value: (row) => t(`common:biddingPhase.names.${row.phase}`) },
    { header: t('exports:columns.signUpEnds'), value: (row) => row.endSignUp, format: 'dateTime' },
    { header: t('exports:columns.startsAt'), value: (row) => row.biddingStartTime, format: 'dateTime' },
    { header: t('exports:columns.endsAt'), value: (row) => row.biddingEndTime, format: 'dateTime' },
    { header: t('exports:columns.signUps'), value: (row) => row.signUpCount, format: 'integer' },
    { header: t('exports:columns.bids'), value: (row) => row.bidCount, format: 'integer' },
    { header: t('exports:columns.created'), value: (row) => row.createTime, format: 'dateTime' },
  ],
});

const myBiddings = listExport<SupplierBiddingRow>({
  gather: pagedList(api.biddingBid.mine, (url) => filtersOf(url, api.biddingBid.mine.query, ['phase', 'keyword']), same),
  columns: ({ t }) => [
    { header: t('exports:columns.number'), value: (row) => row.biddingNo },
    { header: t('exports:columns.title'), value: (row) => row.details, width: 40 },
    { header: t('exports:columns.buyer'), value: (row) => row.buyerName },
    { header: t('exports:columns.phase'), value: (row) => t(`common:biddingPhase.names.${row.phase}`) },
    { header: t('exports:columns.review'), value: (row) => t(`biddingBid:review.${row.review}`) },
    { header: t('exports:columns.bids'), value: (row) => row.ownBidCount, format: 'integer' },
    { header: t('exports:columns.bidCap'), value: (row) => row.allowPurchaseCount, format: 'integer' },
    { header: t('exports:columns.startsAt'), value: (row) => row.biddingStartTime, format: 'dateTime' },
    { header: t('exports:columns.endsAt'), value: (row) => row.biddingEndTime, format: 'dateTime' },
    { header: t('exports:columns.signedUpAt'), value: (row) => row.signUpTime, format: 'dateTime' },
  ],
});

/** An evaluator's invitations: one list, no pages. */
const invitations = listExport<EvaluationInvitation>({
  gather: async (request, ctx) => {
    const answer = await memberCall(request, callUpstream(api.tenderScoring.invitations, { ctx, query: {} }));
    return answer.ok ? { ok: true, data: { rows: answer.data, total: answer.data.length } } : answer;
  },
  columns: ({ t }) => [
    { header: t('exports:columns.code'), value: (row) => row.tender.code },
    { header: t('exports:columns.project'), value: (row) => row.tender.projectName, width: 40 },
    { header: t('exports:columns.buyer'), value: (row) => row.tender.buyerName },
    { header: t('exports:columns.openingAt'), value: (row) => row.tender.openTenderTime, format: 'dateTime' },
    { header: t('exports:columns.phase'), value: (row) => t(`common:tenderPhase.names.${row.tender.phase}`) },
    { header: t('exports:columns.evaluatorSource'), value: (row) => t(`tenderEvaluation:evaluators.sources.${row.source}`) },
    { header: t('exports:columns.state'), value: (row) => t(`tenderEvaluation:evaluators.states.${row.state}`) },
    { header: t('exports:columns.reason'), value: (row) => row.answerReason ?? '' },
    { header: t('exports:columns.answeredAt'), value: (row) => row.answerTime, format: 'dateTime' },
    { header: t('exports:columns.invitedAt'), value: (row) => row.createTime, format: 'dateTime' },
  ],
});

export const SOURCING_LISTS = {
  inquiries,
  quotes,
  tenders,
  myTenders,
  registrations,
  biddings,
  myBiddings,
  invitations,
} satisfies Partial<Record<MemberExportList, ListExport<unknown>>>;
