// The member centre's lists that export to XLSX (docs/decisions/027-documents.md): one name each, the
// last segment of its export's path; the browser's pages import this file (no server code here).

export const MEMBER_EXPORT_LISTS = [
  'inquiries',
  'quotes',
  'purchaseOrders',
  'saleOrders',
  'tenders',
  'myTenders',
  'registrations',
  'biddings',
  'myBiddings',
  'suppliers',
  'applications',
  'reviews',
  'capital',
  'invitations',
  'contracts',
  'myContracts',
] as const;
export type MemberExportList = (typeof MEMBER_EXPORT_LISTS)[number];

export function isMemberExportList(name: string | undefined): name is MemberExportList {
  return MEMBER_EXPORT_LISTS.includes(name as MemberExportList);
}

/** Where each export answers; the page's filters ride along in the query string. */
export const EXPORT_PATHS = {
  list: (list: MemberExportList) => `/memberCenter/export/list/${list}`,
  comparison: '/memberCenter/export/comparison',
  evaluation: '/memberCenter/export/evaluation',
  ranking: '/memberCenter/export/ranking',
  contractPdf: '/memberCenter/contract/document.pdf',
} as const;
