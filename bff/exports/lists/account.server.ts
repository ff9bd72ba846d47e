// The member's own books as sheets (docs/decisions/027-documents.md): purchase and sale orders, supplier
// admission (the supplier's applications, the buyer's to review and its suppliers), the capital account's
// movements, and either side's contracts. Each reads the same filters as its page, with the same words.
import { api } from '#contract/endpoints.ts';
import type { AdmittedSupplier, AgreementRow, ApplicationRow, CapitalMovement, OrderRow } from '#contract/schemas.ts';
import { filtersOf, type ListExport, type ListWords, listExport, pagedList } from '../list-kit.server.ts';
import type { MemberExportList } from '../lists.ts';
import { moneyText } from '../xlsx.server.ts';

const same = <Page>(page: Page) => page;

function orders(side: 'buyer' | 'supplier') {
  const endpoint = side === 'buyer' ? api.order.purchaseList : api.order.saleList;
  return listExport<OrderRow>({
    gather: pagedList(endpoint, (url) => filtersOf(url, endpoint.query, ['state']), same),
    columns: ({ t }) => [
      { header: t('exports:columns.number'), value: (row) => row.orderNo },
      { header: t('exports:columns.source'), value: (row) => t(`member:kinds.${row.source.kind}`) },
      { header: t('exports:columns.sourceNo'), value: (row) => row.source.number },
      { header: t('exports:columns.title'), value: (row) => row.source.title, width: 40 },
      side === 'buyer'
        ? { header: t('exports:columns.supplier'), value: (row) => row.supplier.name }
        : { header: t('exports:columns.buyer'), value: (row) => row.buyer.name },
      { header: t('exports:columns.amount'), value: (row) => row.totalAmount, format: 'money' },
      { header: t('exports:columns.currency'), value: (row) => row.currency },
      { header: t('exports:columns.lines'), value: (row) => row.lineCount, format: 'integer' },
      { header: t('exports:columns.state'), value: (row) => t(`inquiry:orders.states.${row.state}`) },
      { header: t('exports:columns.created'), value: (row) => row.createTime, format: 'dateTime' },
      { header: t('exports:columns.decidedAt'), value: (row) => row.decideTime, format: 'dateTime' },
    ],
  });
}

/** An application's columns: the other party first (the buyer for its supplier, the supplier for its buyer). */
function applicationColumns(party: 'buyer' | 'supplier') {
  return ({ t }: ListWords) => [
    { header: t(`exports:columns.${party}`), value: (row: ApplicationRow) => row[party].name, width: 30 },
    { header: t('exports:columns.categories'), value: (row: ApplicationRow) => row.categoryNames, width: 40 },
    { header: t('exports:columns.documents'), value: (row: ApplicationRow) => row.documentCount, format: 'integer' as const },
    { header: t('exports:columns.submittedAt'), value: (row: ApplicationRow) => row.submitTime, format: 'dateTime' as const },
    { header: t('exports:columns.decidedAt'), value: (row: ApplicationRow) => row.decideTime, format: 'dateTime' as const },
    { header: t('exports:columns.state'), value: (row: ApplicationRow) => t(`admission:states.${row.state}`) },
  ];
}

/** 'YYYY-MM-DD' from the URL, or null (the review list's from and to). */
function dateParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const applications = listExport<ApplicationRow>({
  gather: pagedList(api.admission.mine, (url) => filtersOf(url, api.admission.mine.query, ['state']), same),
  columns: applicationColumns('buyer'),
});

const reviews = listExport<ApplicationRow>({
  gather: pagedList(
    api.admission.reviewList,
    (url) => {
      const from = dateParam(url, 'from');
      const to = dateParam(url, 'to');
      return {
        ...filtersOf(url, api.admission.reviewList.query, ['state', 'name']),
        ...(from ? { startTime: `${from} 00:00:00` } : {}),
        ...(to ? { endTime: `${to} 23:59:59` } : {}),
      };
    },
    same,
  ),
  columns: applicationColumns('supplier'),
});

const suppliers = listExport<AdmittedSupplier>({
  gather: pagedList(api.admission.suppliers, (url) => filtersOf(url, api.admission.suppliers.query, ['stage', 'name']), same),
  columns: ({ t, yesNo }) => [
    { header: t('exports:columns.supplier'), value: (row) => row.supplier.name, width: 30 },
    { header: t('exports:columns.stage'), value: (row) => t(`admission:stages.${row.stage}`) },
    { header: t('exports:columns.mayQuote'), value: (row) => yesNo(row.stageAllows) },
    { header: t('exports:columns.admittedAt'), value: (row) => row.admitTime, format: 'dateTime' },
  ],
});

/** The capital account's movements by the page's kind; its balance, frozen and total said under them. */
const capital = listExport<CapitalMovement>({
  gather: async (request, ctx, url, words) => {
    let account: { balance: number; frozen: number; total: number } | null = null;
    const gathered = await pagedList(
      api.memberCentre.capitalAccount,
      (page) => filtersOf(page, api.memberCentre.capitalAccount.query, ['kind']),
      (data) => {
        account ??= data;
        return data.movements;
      },
    )(request, ctx, url, words);
    const { t } = words;
    if (!gathered.ok || !account) return gathered;
    const { balance, frozen, total } = account;
    const notes = [
      t('exports:capital.balance', { amount: moneyText(balance) }),
      t('exports:capital.frozen', { amount: moneyText(frozen) }),
      t('exports:capital.total', { amount: moneyText(total) }),
    ];
    return { ok: true, data: { ...gathered.data, notes } };
  },
  columns: ({ t }) => [
    { header: t('exports:columns.time'), value: (row) => row.createTime, format: 'dateTime' },
    { header: t('exports:columns.kind'), value: (row) => t(`member:capital.kinds.${row.kind}`) },
    { header: t('exports:columns.amount'), value: (row) => row.amount, format: 'money' },
    { header: t('exports:columns.frozenChange'), value: (row) => row.frozenChange, format: 'money' },
    { header: t('exports:columns.balanceAfter'), value: (row) => row.balanceAfter, format: 'money' },
    { header: t('exports:columns.frozenAfter'), value: (row) => row.frozenAfter, format: 'money' },
    { header: t('exports:columns.remark'), value: (row) => row.remark, width: 40 },
  ],
});

/** Either side's contracts (its list or, with ?view=execution, its execution list) by the page's state and keyword. */
function contracts(side: 'buyer' | 'supplier') {
  const endpoint = side === 'buyer' ? api.agreementBuyer.list : api.agreementSupplier.list;
  return listExport<AgreementRow>({
    gather: pagedList(endpoint, (url) => filtersOf(url, endpoint.query, ['state', 'keyword', 'view']), same),
    columns: ({ t, yesNo }) => [
      { header: t('exports:columns.number'), value: (row) => row.agreementNo },
      { header: t('exports:columns.title'), value: (row) => row.title, width: 40 },
      { header: t('exports:columns.counterpart'), value: (row) => row.counterpart.name, width: 30 },
      { header: t('exports:columns.source'), value: (row) => t(`contract:source.${row.source.type}`) },
      { header: t('exports:columns.sourceNo'), value: (row) => row.source.code },
      { header: t('exports:columns.startDate'), value: (row) => row.startDate },
      { header: t('exports:columns.endDate'), value: (row) => row.endDate },
      { header: t('exports:columns.total'), value: (row) => row.totalAmount, format: 'money' },
      { header: t('exports:columns.currency'), value: (row) => row.currency },
      { header: t('exports:columns.version'), value: (row) => row.version, format: 'integer' },
      { header: t('exports:columns.state'), value: (row) => t(`contract:state.${row.state}`) },
      { header: t('exports:columns.accepted'), value: (row) => row.acceptedAmount, format: 'money' },
      { header: t('exports:columns.paid'), value: (row) => row.paidAmount, format: 'money' },
      { header: t('exports:columns.overdue'), value: (row) => yesNo(row.overdue) },
      { header: t('exports:columns.created'), value: (row) => row.createTime, format: 'dateTime' },
    ],
  });
}

export const ACCOUNT_LISTS = {
  purchaseOrders: orders('buyer'),
  saleOrders: orders('supplier'),
  applications,
  reviews,
  suppliers,
  capital,
  contracts: contracts('buyer'),
  myContracts: contracts('supplier'),
} satisfies Partial<Record<MemberExportList, ListExport<unknown>>>;
