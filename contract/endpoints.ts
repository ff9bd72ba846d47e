// Every /api call of docs/product/platform-calls.md#platform-calls-and-headers that the portal makes: method, path, query, body and answer data.
// The platform registers its routes from these and validates requests with them (1102 on
// failure); the BFF calls them by name and validates each answer's data with them.
// One file per domain under endpoints/; import them from here.
import { admissionApi } from './endpoints/admission.ts';
import { areaApi } from './endpoints/area.ts';
import { catalogueApi } from './endpoints/catalogue.ts';
import { contentApi } from './endpoints/content.ts';
import { favouriteApi } from './endpoints/favourite.ts';
import { inquiryAwardApi } from './endpoints/inquiry-award.ts';
import { memberInquiryApi } from './endpoints/inquiry.ts';
import { memberApi } from './endpoints/member.ts';
import { memberCentreApi } from './endpoints/member-centre.ts';
import { messageApi } from './endpoints/message.ts';
import { noticeApi } from './endpoints/notice.ts';
import { orderApi } from './endpoints/order.ts';
import { registrationApi } from './endpoints/registration.ts';
import { shopApi } from './endpoints/shop.ts';
import { siteApi } from './endpoints/site.ts';
import { sourcingApi } from './endpoints/sourcing.ts';
import { tenderBuyerApi } from './endpoints/tender.ts';
import { tenderEvaluationApi } from './endpoints/tender-evaluation.ts';
import { tenderBidApi } from './endpoints/tender-bid.ts';
import { tenderClarificationApi } from './endpoints/tender-clarification.ts';
import { tenderRegistrationApi } from './endpoints/tender-registration.ts';
import { uploadApi } from './endpoints/uploads.ts';
import { biddingApi } from './endpoints/bidding.ts';
import { agreementApi } from './endpoints/agreement.ts';
import { opendataApi } from './endpoints/opendata.ts';

export {
  type AttributeGroup,
  type Endpoint,
  pagination,
  qAmount,
  qAttributeFilter,
  qBool,
  qDateTime,
  qId,
  qInt,
  qPriceTypes,
} from './endpoints/shared.ts';
export * from './endpoints/sourcing.ts';
export * from './endpoints/notice.ts';
export * from './endpoints/shop.ts';
export * from './endpoints/favourite.ts';
export * from './endpoints/registration.ts';
export * from './endpoints/member-centre.ts';
export * from './endpoints/admission.ts';
export * from './endpoints/uploads.ts';
export * from './endpoints/message.ts';
export * from './endpoints/inquiry.ts';
export * from './endpoints/order.ts';
export * from './endpoints/tender.ts';
export * from './endpoints/tender-evaluation.ts';
export * from './endpoints/tender-bid.ts';
export * from './endpoints/tender-clarification.ts';
export * from './endpoints/tender-registration.ts';
export * from './endpoints/bidding.ts';
export * from './endpoints/agreement.ts';
export * from './endpoints/opendata.ts';
/** The limits of vocabulary.ts that importers of the endpoints read from here. */
export { FAVOURITE_NAME_MAX, INT4_MAX, MAX_AMOUNT, MAX_PAGE_SIZE } from './vocabulary.ts';

export const api = {
  site: siteApi.site,
  template: siteApi.template,
  category: catalogueApi.category,
  advert: contentApi.advert,
  area: areaApi.area,
  app: siteApi.app,
  health: siteApi.health,
  notice: noticeApi.notice,
  inquiry: sourcingApi.inquiry,
  bidding: sourcingApi.bidding,
  tender: sourcingApi.tender,
  tenderBuyer: tenderBuyerApi.tenderBuyer,
  tenderBid: tenderBidApi.tenderBid,
  tenderClarification: tenderClarificationApi.tenderClarification,
  tenderRegistration: tenderRegistrationApi.tenderRegistration,
  buyerShop: shopApi.buyerShop,
  supplierApplication: shopApi.supplierApplication,
  search: catalogueApi.search,
  favouriteFilter: favouriteApi.favouriteFilter,
  member: memberApi.member,
  sms: registrationApi.sms,
  registration: registrationApi.registration,
  memberCentre: memberCentreApi.memberCentre,
  admission: admissionApi.admission,
  upload: uploadApi.upload,
  message: messageApi.message,
  inquiryBuyer: memberInquiryApi.inquiryBuyer,
  inquiryQuote: memberInquiryApi.inquiryQuote,
  testing: memberInquiryApi.testing,
  order: orderApi.order,
  inquiryAward: inquiryAwardApi.inquiryAward,
  tenderEvaluation: tenderEvaluationApi.tenderEvaluation,
  tenderExpert: tenderEvaluationApi.tenderExpert,
  tenderScoring: tenderEvaluationApi.tenderScoring,
  tenderAward: tenderEvaluationApi.tenderAward,
  biddingBuyer: biddingApi.biddingBuyer,
  biddingBid: biddingApi.biddingBid,
  agreementBuyer: agreementApi.agreementBuyer,
  agreementSupplier: agreementApi.agreementSupplier,
  agreement: agreementApi.agreement,
  opendata: opendataApi.opendata,
} as const;

/** Names of the request headers of docs/product/platform-calls.md#platform-calls-and-headers (HTTP header names are case-insensitive). */
export const Header = {
  language: 'accept-language',
  userId: 'userid',
  token: 'token',
  memberId: 'memberid',
  roleId: 'roleid',
  shopId: 'shopid',
  source: 'source',
  environment: 'environment',
  siteId: 'siteid',
} as const;
