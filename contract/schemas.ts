// The entities of docs/product/entities.md#entities-and-fields as they travel on the wire. Times are epoch milliseconds; money is a
// number of currency units (yuan) with two decimals. Keep the wire's spellings (materiels, offter).
// One file per domain under schemas/; import them from here.
export * from './schemas/shared.ts';
export * from './schemas/files.ts';
export * from './schemas/site.ts';
export * from './schemas/catalogue.ts';
export * from './schemas/content.ts';
export * from './schemas/area.ts';
export * from './schemas/notice.ts';
export * from './schemas/sourcing.ts';
export * from './schemas/member.ts';
export * from './schemas/favourite.ts';
export * from './schemas/shop.ts';
export * from './schemas/member-rules.ts';
export * from './schemas/uploads.ts';
export * from './schemas/member-centre.ts';
export * from './schemas/admission.ts';
export * from './schemas/message.ts';
export * from './schemas/inquiry.ts';
export * from './schemas/order.ts';
export * from './schemas/inquiry-award.ts';
export * from './schemas/tender-rules.ts';
export * from './schemas/tender.ts';
export * from './schemas/tender-evaluation.ts';
export * from './schemas/tender-evaluation-rules.ts';
export * from './schemas/tender-bid.ts';
export * from './schemas/tender-clarification.ts';
export * from './schemas/tender-registration.ts';
export * from './schemas/bidding-rules.ts';
export * from './schemas/bidding.ts';
export * from './schemas/bidding-award.ts';
export * from './schemas/agreement.ts';
