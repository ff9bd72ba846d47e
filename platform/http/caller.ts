// Who is calling: the session a request's token resolves to. Headers such as memberId or roleId
// are never trusted on their own; only a valid token identifies a member.
export type Caller = {
  sessionId: number;
  userId: number;
  memberId: number;
  /** The member's active role (0 when the member has no role yet). */
  memberRoleId: number;
  memberRoleType: 1 | 2 | null;
};

export type ResolveCaller = (token: string) => Promise<Caller | null>;
