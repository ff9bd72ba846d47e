// What the header of a detail page says of its item, whatever its kind (docs/product.md#routes-and-layouts, #entities-and-fields, #states-and-transitions): title,
// number, buyer, publish time, the deadline the countdown runs to (inquiry: quotes close; tender:
// registration closes; competitive bid: sign-up closes), the facts the action button decides on,
// and the award notice once there is one.
import type { BiddingStage } from './phase-countdown.ts';
import type { CardActionFacts } from './card-action.ts';
import type { TenderStage } from './phase-countdown.ts';

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
  /** A tender's phase and when it ends: the header counts down to the next phase (app/lib/phase-countdown.ts). */
  stage?: TenderStage;
  /** A competitive bid's phase and when it ends: the header counts down to the phase's end (app/lib/phase-countdown.ts). */
  biddingStage?: BiddingStage;
};
