// Who is calling: the session a request's token resolves to. Headers such as memberId or roleId
// are never trusted on their own; only a valid token identifies a member.
import { Code } from '#contract/codes.ts';
import { MEMBER_ROLE, type MemberRoleType } from '#contract/vocabulary.ts';
import { BusinessError } from './errors.ts';

export type Caller = {
  sessionId: number;
  userId: number;
  memberId: number;
  /** The member's active role (0 when the member has no role yet). */
  memberRoleId: number;
  memberRoleType: MemberRoleType | null;
};

export type ResolveCaller = (token: string) => Promise<Caller | null>;

/** Whether the caller acts as a buyer: publishes sourcing events, admits suppliers. */
export const isBuyer = (caller: Caller | null): boolean => caller?.memberRoleType === MEMBER_ROLE.buyer;

/** Whether the caller acts as a supplier: applies to buyers, answers their sourcing events. */
export const isSupplier = (caller: Caller | null): boolean => caller?.memberRoleType === MEMBER_ROLE.supplier;

/** NO_ACCESS unless the caller acts as a buyer. */
export function requireBuyer(caller: Caller): void {
  if (!isBuyer(caller)) throw new BusinessError(Code.NO_ACCESS);
}
