// Links into the member centre and the account pages (docs/product.md#routes-and-layouts), in one place.
import { MEMBER_ROLE, type MemberRoleType } from '#contract/vocabulary.ts';

export const MEMBER_HOME = '/memberCenter';
export const REGISTER_PATH = '/register';
export const ACCOUNT_SECURITY_PATH = '/memberCenter/accountSecurity';
export const MEMBER_INFO_PATH = '/memberCenter/memberInfo';
export const CAPITAL_ACCOUNTS_PATH = '/memberCenter/capitalAccount';
/** The demo's SMS outbox: the codes sent while the platform has no SMS provider. */
export const OUTBOX_PATH = '/register/outbox';
export const SUPPLIER_APPLICATIONS_PATH = '/memberCenter/memberAbility/supplierApplication';
export const SUPPLIER_APPLY_PATH = '/memberCenter/memberAbility/supplierApplication/apply';
export const SUPPLIER_APPLICATION_DETAIL_PATH = '/memberCenter/memberAbility/supplierApplication/detail';
export const SUPPLIER_REVIEW_PATH = '/memberCenter/memberAbility/supplierReview';
export const SUPPLIER_REVIEW_DETAIL_PATH = '/memberCenter/memberAbility/supplierReview/detail';
export const SUPPLIERS_PATH = '/memberCenter/memberAbility/suppliers';
/** My messages: notifications and chats (docs/decisions/016-messages.md#my-messages). */
export const MESSAGES_PATH = '/memberCenter/message';
/** The buyer's inquiries: its list, the form (?id= to edit) and one inquiry (?id=) (docs/product/member-side.md#inquiries). */
export const INQUIRIES_PATH = '/memberCenter/purchaseInquiry/inquiry';
export const INQUIRY_EDIT_PATH = '/memberCenter/purchaseInquiry/inquiry/edit';
export const INQUIRY_DETAIL_PATH = '/memberCenter/purchaseInquiry/inquiry/detail';
/** The buyer's purchase orders and one order (?id=). */
export const PURCHASE_ORDERS_PATH = '/memberCenter/order/purchaseOrder/orderList';
export const PURCHASE_ORDER_DETAIL_PATH = '/memberCenter/order/purchaseOrder/orderList/detail';
/** The supplier's side of inquiries (docs/product/member-side.md#inquiries): the quote page (?id=&number=, the cards' "quote now"), its quotes, its sale orders and one order (?id=). */
export const QUOTE_PATH = '/memberCenter/procurementAbility/offter/quote';
export const MY_QUOTES_PATH = '/memberCenter/offter/inquiry';
export const SALE_ORDERS_PATH = '/memberCenter/order/saleOrder/orderList';
export const SALE_ORDER_DETAIL_PATH = '/memberCenter/order/saleOrder/orderList/detail';
/**
 * Tenders (docs/product/tenders.md#pages). The buyer's: its tenders by phase, the form (?id= to
 * edit a draft), one tender (?id=), its registrations to review (?id=), the evaluation and award
 * (?id=), an evaluator's scoring (?id=), its expert library, and an expert's invitations. The
 * supplier's: the registration form (?id=, the cards' "sign up now"), its tenders and bids, the bid
 * form (?id=). Both sides: questions and answers, amendments (?id=) and the opening record (?id=).
 */
export const TENDERS_PATH = '/memberCenter/callForBids/callForBidsSearch';
export const TENDER_EDIT_PATH = '/memberCenter/callForBids/callForBidsSearch/edit';
export const TENDER_DETAIL_PATH = '/memberCenter/callForBids/callForBidsSearch/detail';
export const TENDER_REGISTRATIONS_PATH = '/memberCenter/callForBids/readyCheckedRegister';
export const TENDER_EVALUATION_PATH = '/memberCenter/callForBids/evaluation';
export const TENDER_SCORING_PATH = '/memberCenter/callForBids/readyExpertRemark';
export const TENDER_EXPERTS_PATH = '/memberCenter/callForBids/remarkBidExpert';
export const EVALUATION_INVITATIONS_PATH = '/memberCenter/callForBids/extractNoticeManage';
export const TENDER_REGISTER_PATH = '/memberCenter/procurementAbility/tender/readyBidRegister/add';
export const MY_TENDERS_PATH = '/memberCenter/tender/tenderSearch';
export const TENDER_BID_PATH = '/memberCenter/procurementAbility/tender/readyAddTender/edit';
export const TENDER_CLARIFICATION_PATH = '/memberCenter/tender/clarification';
export const TENDER_OPENING_PATH = '/memberCenter/tender/opening';

/** A tender page of one tender. */
export function tenderHref(path: string, tenderId: number): string {
  return `${path}?id=${tenderId}`;
}

/** The buyer's competitive bids (live reverse auctions, docs/product/rules.md): its list by phase, the form (?id= a draft), one auction (?id=). */
export const BIDDINGS_PATH = '/memberCenter/purchaseBid/search';
export const BIDDING_EDIT_PATH = '/memberCenter/purchaseBid/search/edit';
export const BIDDING_DETAIL_PATH = '/memberCenter/purchaseBid/search/detail';

/** A page of one of the buyer's competitive bids. */
export function biddingHref(path: string, biddingId: number): string {
  return `${path}?id=${biddingId}`;
}

/** The supplier's competitive bids (docs/product/rules.md, "The live reverse auction"): the sign-up (?id=&number=, the cards' "sign up now"), its auctions by phase, the bidding room (?id=). */
export const BIDDING_SIGN_UP_PATH = '/memberCenter/procurementAbility/onlineBid/readySignUp/signUp';
export const MY_BIDDINGS_PATH = '/memberCenter/onlineBid/search';
export const BIDDING_ROOM_PATH = '/memberCenter/onlineBid/room';

/** The bidding room of one auction: a bidder's, and the buyer's to watch it live (the platform lets the publisher read its room). */
export function biddingRoomHref(biddingId: number): string {
  return `${BIDDING_ROOM_PATH}?id=${biddingId}`;
}

/** The sign-up page of one auction (its number in the URL, as the original product's). */
export function biddingSignUpHref(biddingId: number, number: string): string {
  return `${BIDDING_SIGN_UP_PATH}?id=${biddingId}&number=${encodeURIComponent(number)}`;
}

/**
 * Contracts (合同; docs/decisions/025-contracts.md). The buyer's: its contracts and the awards it may
 * contract (QueryList), a new contract from an award (?orderId=), its templates, and the execution
 * of its contracts. The supplier's: its contracts (coordinationList) and their execution
 * (implement). Both sides: one contract (?id=) and its signed document (?id=).
 */
export const CONTRACTS_PATH = '/memberCenter/contract/manage/QueryList';
export const CONTRACT_ADD_PATH = '/memberCenter/contract/manage/add';
export const CONTRACT_TEMPLATES_PATH = '/memberCenter/contract/template/templateList';
export const CONTRACT_EXECUTIONS_PATH = '/memberCenter/contractexecution/contractexecutionList';
export const SUPPLIER_CONTRACTS_PATH = '/memberCenter/contract/coordination/coordinationList';
export const SUPPLIER_CONTRACT_EXECUTIONS_PATH = '/memberCenter/contract/coordination/implement';
export const CONTRACT_DETAIL_PATH = '/memberCenter/contract/detail';
export const CONTRACT_DOCUMENT_PATH = '/memberCenter/contract/document';

/** One contract's page, or its signed document. */
export function contractHref(id: number, path: string = CONTRACT_DETAIL_PATH): string {
  return `${path}?id=${id}`;
}

/** The quote page of an inquiry. */
export function quotePageHref(inquiryId: number, number: string): string {
  return `${QUOTE_PATH}?id=${inquiryId}&number=${encodeURIComponent(number)}`;
}

/** One sale order. */
export function saleOrderHref(id: number): string {
  return `${SALE_ORDER_DETAIL_PATH}?id=${id}`;
}

export type MemberMenuItem = {
  key:
    | 'home'
    | 'messages'
    | 'memberInfo'
    | 'accountSecurity'
    | 'capitalAccount'
    | 'applications'
    | 'review'
    | 'suppliers'
    | 'inquiries'
    | 'purchaseOrders'
    | 'quotes'
    | 'saleOrders'
    | 'tenders'
    | 'expertLibrary'
    | 'myTenders'
    | 'evaluations'
    | 'biddings'
    | 'myBiddings'
    | 'contracts'
    | 'contractExecution'
    | 'contractTemplates'
    | 'contractCoordination'
    | 'contractImplement';
  href: string;
};

/** The member centre's side menu by role (null: none yet). */
export function memberMenu(memberRoleType: MemberRoleType | null): MemberMenuItem[] {
  const byRole: MemberMenuItem[] =
    memberRoleType === MEMBER_ROLE.supplier
      ? [
          { key: 'quotes', href: MY_QUOTES_PATH },
          { key: 'myTenders', href: MY_TENDERS_PATH },
          { key: 'myBiddings', href: MY_BIDDINGS_PATH },
          { key: 'contractCoordination', href: SUPPLIER_CONTRACTS_PATH },
          { key: 'contractImplement', href: SUPPLIER_CONTRACT_EXECUTIONS_PATH },
          { key: 'saleOrders', href: SALE_ORDERS_PATH },
          { key: 'applications', href: SUPPLIER_APPLICATIONS_PATH },
        ]
      : memberRoleType === MEMBER_ROLE.buyer
        ? [
            { key: 'inquiries', href: INQUIRIES_PATH },
            { key: 'tenders', href: TENDERS_PATH },
            { key: 'expertLibrary', href: TENDER_EXPERTS_PATH },
            { key: 'biddings', href: BIDDINGS_PATH },
            { key: 'contracts', href: CONTRACTS_PATH },
            { key: 'contractExecution', href: CONTRACT_EXECUTIONS_PATH },
            { key: 'contractTemplates', href: CONTRACT_TEMPLATES_PATH },
            { key: 'purchaseOrders', href: PURCHASE_ORDERS_PATH },
            { key: 'review', href: SUPPLIER_REVIEW_PATH },
            { key: 'suppliers', href: SUPPLIERS_PATH },
          ]
        : [];
  return [
    { key: 'home', href: MEMBER_HOME },
    { key: 'messages', href: MESSAGES_PATH },
    ...byRole,
    // Anyone may be invited to evaluate a tender (an expert is any user a buyer adds to its library).
    { key: 'evaluations', href: EVALUATION_INVITATIONS_PATH },
    { key: 'memberInfo', href: MEMBER_INFO_PATH },
    { key: 'accountSecurity', href: ACCOUNT_SECURITY_PATH },
    { key: 'capitalAccount', href: CAPITAL_ACCOUNTS_PATH },
  ];
}

/** Whether a menu entry is the page's (or the page lies under it); the home only for itself. */
export function menuItemActive(item: MemberMenuItem, pathname: string): boolean {
  if (item.href === MEMBER_HOME) return pathname === MEMBER_HOME || pathname === `${MEMBER_HOME}/`;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

/** Chat with customer service opens in its own window (docs/product.md#routes-and-layouts). */
export const CHAT_ROOM_PATH = '/chatRoom';

export type QuickLink = { key: string; href: string };

/**
 * The user panel's shortcuts for suppliers (docs/product.md#mall-home): its quotes, tenders and bids,
 * auctions, contracts, sale orders and contracts in execution, ending as the top bar's user card
 * does: member information, account security, the capital account.
 */
export const SUPPLIER_LINKS = [
  { key: 'quotes', href: MY_QUOTES_PATH },
  { key: 'myTenders', href: MY_TENDERS_PATH },
  { key: 'myBiddings', href: MY_BIDDINGS_PATH },
  { key: 'contracts', href: SUPPLIER_CONTRACTS_PATH },
  { key: 'saleOrders', href: SALE_ORDERS_PATH },
  { key: 'contractExecution', href: SUPPLIER_CONTRACT_EXECUTIONS_PATH },
  { key: 'memberInfo', href: MEMBER_INFO_PATH },
  { key: 'accountSecurity', href: ACCOUNT_SECURITY_PATH },
  { key: 'capitalAccount', href: CAPITAL_ACCOUNTS_PATH },
] as const satisfies readonly QuickLink[];

/** ... and for buyers: its inquiries, tenders, competitive bids, contracts, purchase orders and contracts in execution first. */
export const BUYER_LINKS = [
  { key: 'inquiries', href: INQUIRIES_PATH },
  { key: 'tenders', href: TENDERS_PATH },
  { key: 'biddings', href: BIDDINGS_PATH },
  { key: 'contracts', href: CONTRACTS_PATH },
  { key: 'purchaseOrders', href: PURCHASE_ORDERS_PATH },
  { key: 'contractExecution', href: CONTRACT_EXECUTIONS_PATH },
  { key: 'memberInfo', href: MEMBER_INFO_PATH },
  { key: 'accountSecurity', href: ACCOUNT_SECURITY_PATH },
  { key: 'capitalAccount', href: CAPITAL_ACCOUNTS_PATH },
] as const satisfies readonly QuickLink[];

/**
 * The 'apply to become a warehoused supplier' link of the shop layout (docs/product/rules.md#roles-and-permissions): an application
 * already made opens in its detail (validateId); otherwise the apply page for the shop's buyer.
 */
export function supplierApplicationHref(application: { validateId: number | null }, buyer: { memberId: number; roleId: number }): string {
  return application.validateId !== null
    ? `${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${application.validateId}`
    : `${SUPPLIER_APPLY_PATH}?memberId=${buyer.memberId}&roleId=${buyer.roleId}`;
}
