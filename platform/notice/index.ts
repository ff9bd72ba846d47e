// What the notice domain offers the others: an award publishes its notice in procurement publicity,
// and a detail names the notice of its award.
export { awardNoticeId, publishAwardNotice } from './awards.ts';
