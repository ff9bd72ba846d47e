// Links into the member centre and the account pages (docs/product.md#routes-and-layouts), in one place.

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

export type MemberMenuItem = {
  key: 'home' | 'memberInfo' | 'accountSecurity' | 'capitalAccount' | 'applications' | 'review' | 'suppliers';
  href: string;
};

/** The member centre's side menu by role (memberRoleType 1 supplier, 2 buyer, null none yet). */
export function memberMenu(memberRoleType: 1 | 2 | null): MemberMenuItem[] {
  const byRole: MemberMenuItem[] =
    memberRoleType === 1
      ? [{ key: 'applications', href: SUPPLIER_APPLICATIONS_PATH }]
      : memberRoleType === 2
        ? [
            { key: 'review', href: SUPPLIER_REVIEW_PATH },
            { key: 'suppliers', href: SUPPLIERS_PATH },
          ]
        : [];
  return [
    { key: 'home', href: MEMBER_HOME },
    ...byRole,
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
 * The user panel's shortcuts for suppliers (memberRoleType 1): pages that exist (the member
 * centre's modules for inquiries, tenders, contracts and orders do not yet, so they are not offered).
 */
export const SUPPLIER_LINKS = [
  { key: 'applications', href: SUPPLIER_APPLICATIONS_PATH },
  { key: 'findBuyers', href: '/enterprisePurchasing' },
  { key: 'inquiries', href: '/purchaseInquiry' },
  { key: 'memberInfo', href: MEMBER_INFO_PATH },
  { key: 'accountSecurity', href: ACCOUNT_SECURITY_PATH },
  { key: 'capitalAccount', href: CAPITAL_ACCOUNTS_PATH },
] as const satisfies readonly QuickLink[];

/** ... and for buyers (memberRoleType 2). */
export const BUYER_LINKS = [
  { key: 'review', href: SUPPLIER_REVIEW_PATH },
  { key: 'suppliers', href: SUPPLIERS_PATH },
  { key: 'deadlines', href: MEMBER_HOME },
  { key: 'memberInfo', href: MEMBER_INFO_PATH },
  { key: 'accountSecurity', href: ACCOUNT_SECURITY_PATH },
  { key: 'capitalAccount', href: CAPITAL_ACCOUNTS_PATH },
] as const satisfies readonly QuickLink[];

/**
 * The 'apply to become a warehoused supplier' link of the shop layout (docs/product.md#roles-and-permissions): an application
 * already made opens in its detail (validateId); otherwise the apply page for the shop's buyer.
 */
export function supplierApplicationHref(application: { validateId: number | null }, buyer: { memberId: number; roleId: number }): string {
  return application.validateId !== null
    ? `${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${application.validateId}`
    : `${SUPPLIER_APPLY_PATH}?memberId=${buyer.memberId}&roleId=${buyer.roleId}`;
}
