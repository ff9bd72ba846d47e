// Links into the member centre and the account pages (docs/product.md#routes-and-layouts), in one place.

export const MEMBER_HOME = '/memberCenter';
export const REGISTER_PATH = '/register';
export const MESSAGES_PATH = '/memberCenter/message';
export const ACCOUNT_SECURITY_PATH = '/memberCenter/accountSecurity';
export const MEMBER_INFO_PATH = '/memberCenter/memberInfo';
export const CAPITAL_ACCOUNTS_PATH = '/memberCenter/capitalAccount';
/** Chat with customer service opens in its own window (docs/product.md#routes-and-layouts). */
export const CHAT_ROOM_PATH = '/chatRoom';

export type QuickLink = { key: string; href: string };

/** The user panel's member-centre shortcuts for suppliers (memberRoleType 1). */
export const SUPPLIER_LINKS = [
  { key: 'inquiry', href: '/memberCenter/offter/inquiry' },
  { key: 'tender', href: '/memberCenter/tender/tenderSearch' },
  { key: 'bidding', href: '/memberCenter/onlineBid/search' },
  { key: 'coordination', href: '/memberCenter/contract/coordination/coordinationList' },
  { key: 'orders', href: '/memberCenter/order/saleOrder/orderList' },
  { key: 'implement', href: '/memberCenter/contract/coordination/implement' },
] as const satisfies readonly QuickLink[];

/** ... and for buyers (memberRoleType 2). */
export const BUYER_LINKS = [
  { key: 'inquiry', href: '/memberCenter/purchaseInquiry/inquiry' },
  { key: 'tender', href: '/memberCenter/callForBids/callForBidsSearch' },
  { key: 'bidding', href: '/memberCenter/purchaseBid/search' },
  { key: 'contracts', href: '/memberCenter/contract/manage/QueryList' },
  { key: 'orders', href: '/memberCenter/order/purchaseOrder/orderList' },
  { key: 'execution', href: '/memberCenter/contractexecution/contractexecutionList' },
] as const satisfies readonly QuickLink[];

/**
 * The 'apply to become a warehoused supplier' link of the shop layout (docs/product.md#roles-and-permissions): an application
 * already made opens in its detail (validateId); otherwise the apply page for the shop's buyer.
 */
export function supplierApplicationHref(application: { validateId: number | null }, buyer: { memberId: number; roleId: number }): string {
  return application.validateId !== null
    ? `/memberCenter/memberAbility/supplierApplication/detail?validateId=${application.validateId}`
    : `/memberCenter/memberAbility/supplierApplication/apply?memberId=${buyer.memberId}&roleId=${buyer.roleId}`;
}
