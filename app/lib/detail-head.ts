// What the header of a detail page says of its item, whatever its kind (docs/product.md#routes-and-layouts, #entities-and-fields, #states-and-transitions): title,
// number, buyer, publish time, the deadline the countdown runs to (inquiry: quotes close; tender:
// registration closes; competitive bid: sign-up closes), the facts the action button decides on,
// and the award notice once there is one.
import type { BiddingDetail, InquiryDetail, TenderDetail } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { CardActionFacts } from './card-action.ts';

export type DetailFor = { inquiry: InquiryDetail; tender: TenderDetail; bidding: BiddingDetail };
export type AnyDetail = { [K in SourcingKind]: { kind: K; detail: DetailFor[K] } }[SourcingKind];

export type DetailHead = {
  title: string;
  number: string;
  buyerName: string;
  createTime: number;
  deadline: number;
  /** The action's facts (docs/product.md#states-and-transitions) and what the action flow needs of the item. */
  action: Omit<CardActionFacts, 'days' | 'hours' | 'minutes'> & {
    id: number;
    purchaseInquiryNo?: string;
    isSubMember: boolean;
    memberId: number;
    memberRoleId: number;
  };
  bidResultId: number | null;
};

export function detailHead(view: AnyDetail): DetailHead {
  switch (view.kind) {
    case 'inquiry': {
      const d = view.detail;
      return {
        title: d.details,
        number: d.purchaseInquiryNo,
        buyerName: d.memberName,
        createTime: d.createTime,
        deadline: d.offerEndTime,
        action: { id: d.id, purchaseInquiryNo: d.purchaseInquiryNo, canRegister: d.canRegister, isMePublish: d.isMePublish, isRegister: d.isRegister, isSubMember: d.isSubMember, memberId: d.memberId, memberRoleId: d.memberRoleId },
        bidResultId: d.bidResultId,
      };
    }
    case 'tender': {
      const d = view.detail;
      return {
        title: d.projectName,
        number: d.code,
        buyerName: d.memberName,
        createTime: d.createTime,
        deadline: d.registerEndTime,
        action: { id: d.id, canRegister: d.canRegister, isMePublish: d.isMePublish, isRegister: d.isRegister, isSubMember: d.isSubMember, memberId: d.memberId, memberRoleId: d.memberRoleId },
        bidResultId: d.bidResultId,
      };
    }
    case 'bidding': {
      const d = view.detail;
      return {
        title: d.details,
        number: d.biddingNo,
        buyerName: d.createMemberName,
        createTime: d.createTime,
        deadline: d.endSignUp,
        action: {
          id: d.id,
          purchaseInquiryNo: d.biddingNo,
          canRegister: d.canRegister,
          isMePublish: d.isMePublish,
          isSignUp: d.isSignUp,
          isSubMember: d.isSubMember,
          memberId: d.createMemberId,
          memberRoleId: d.createMemberRoleId,
        },
        bidResultId: d.bidResultId,
      };
    }
  }
}
