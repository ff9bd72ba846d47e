// Every screen of the portal, in one place (docs/architecture.md#where-things-go). Pages under the site layout exist
// plain and under an optional numeric shop prefix; the layout rejects a non-numeric prefix (404).
// The list pages take an optional path segment of filter keys ("c12_b3", docs/product.md#states-and-transitions).
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { HELP_GROUP_NAMES } from './lib/help-centre.ts';

export default [
  layout('routes/site-layout.tsx', { id: 'site-layout' }, [
    route(':shopId?', 'routes/home.tsx', { id: 'home' }),
    route(':shopId?/purchaseInquiry/*', 'routes/sourcing-list.tsx', { id: 'purchase-inquiry' }),
    route(':shopId?/purchaseBidding/*', 'routes/sourcing-list.tsx', { id: 'purchase-bidding' }),
    route(':shopId?/purchaseCompete/*', 'routes/sourcing-list.tsx', { id: 'purchase-compete' }),
    route(':shopId?/enterprisePurchasing/*', 'routes/enterprise-list.tsx', { id: 'enterprise-purchasing' }),
    route(':shopId?/procurementPublicity/*', 'routes/publicity-list.tsx', { id: 'procurement-publicity' }),
    route(':shopId?/procurementPublicityShop/*', 'routes/publicity-list.tsx', { id: 'procurement-publicity-shop' }),
    // A buyer's shop (shop layout): home, company profile and its own lists.
    route(':shopId?/shopIndex/:id', 'routes/shop-index.tsx', { id: 'shop-index' }),
    route(':shopId?/aboutUs/:id', 'routes/about-us.tsx', { id: 'about-us' }),
    route(':shopId?/procurementSourcing', 'routes/shop-list.tsx', { id: 'procurement-sourcing' }),
    route(':shopId?/procurementBidding', 'routes/shop-list.tsx', { id: 'procurement-bidding' }),
    route(':shopId?/procurementCompete', 'routes/shop-list.tsx', { id: 'procurement-compete' }),
    // Details: the inquiry, tender and competitive bid (?inShop=true inside a shop), the publicity
    // notice and its bid result.
    route(':shopId?/InquiryDetail/:id', 'routes/sourcing-detail.tsx', { id: 'inquiry-detail' }),
    route(':shopId?/biddingDetail/:id', 'routes/sourcing-detail.tsx', { id: 'tender-detail' }),
    route(':shopId?/competeDetail/:id', 'routes/sourcing-detail.tsx', { id: 'bidding-detail' }),
    route(':shopId?/publicityPurchasing/:id', 'routes/publicity-detail.tsx', { id: 'publicity-detail' }),
    route(':shopId?/bidResult/:id', 'routes/bid-result.tsx', { id: 'bid-result' }),
    // The help centre the footer points to (docs/product.md#help-centre): one article per footer link, beside the list of
    // them all. A route per group, its name written out, so that /help/aboutUs/… outranks a shop's /{shopId}/aboutUs/{id}.
    layout(
      'routes/help-layout.tsx',
      { id: 'help-layout' },
      HELP_GROUP_NAMES.map((group) => route(`:shopId?/help/${group}/:page`, 'routes/help-article.tsx', { id: `help-${group}` })),
    ),
  ]),
  // The member centre (docs/product/member-side.md#member-centre): its own frame, a login required.
  layout('routes/member-layout.tsx', { id: 'member-layout' }, [
    route('memberCenter', 'routes/member-home.tsx', { id: 'member-home' }),
    route('memberCenter/accountSecurity', 'routes/member-account-security.tsx', { id: 'member-account-security' }),
    route('memberCenter/capitalAccount', 'routes/member-capital-account.tsx', { id: 'member-capital-account' }),
    route('memberCenter/memberInfo', 'routes/member-info.tsx', { id: 'member-info' }),
    // My messages: notifications and chats in one list, read marks.
    route('memberCenter/message', 'routes/member-messages.tsx', { id: 'member-messages' }),
    // Supplier admission: the supplier's applications, applying and one application; the buyer's review and its suppliers.
    route('memberCenter/memberAbility/supplierApplication', 'routes/member-applications.tsx', { id: 'member-applications' }),
    route('memberCenter/memberAbility/supplierApplication/apply', 'routes/member-apply.tsx', { id: 'member-apply' }),
    route('memberCenter/memberAbility/supplierApplication/detail', 'routes/member-application.tsx', { id: 'member-application' }),
    route('memberCenter/memberAbility/supplierReview', 'routes/member-review.tsx', { id: 'member-review' }),
    route('memberCenter/memberAbility/supplierReview/detail', 'routes/member-review-detail.tsx', { id: 'member-review-detail' }),
    route('memberCenter/memberAbility/suppliers', 'routes/member-suppliers.tsx', { id: 'member-suppliers' }),
    // The supplier's side of inquiries: the quote page (the cards' "quote now"), its quotes, its sale
    // orders and one order; the platform's notifications link to /memberCenter/order/sale?id= too.
    route('memberCenter/procurementAbility/offter/quote', 'routes/member-quote.tsx', { id: 'member-quote' }),
    route('memberCenter/offter/inquiry', 'routes/member-quotes.tsx', { id: 'member-quotes' }),
    route('memberCenter/order/saleOrder/orderList', 'routes/member-sale-orders.tsx', { id: 'member-sale-orders' }),
    route('memberCenter/order/saleOrder/orderList/detail', 'routes/member-sale-order.tsx', { id: 'member-sale-order' }),
    route('memberCenter/order/sale', 'routes/member-sale-order.tsx', { id: 'member-sale-order-link' }),
    // The buyer's inquiries: its list, the form (draft, publish, edit), one inquiry (quotes, opening,
    // comparison, award); its purchase orders. The platform's notifications link to the last two paths.
    route('memberCenter/purchaseInquiry/inquiry', 'routes/member-inquiries.tsx', { id: 'member-inquiries' }),
    route('memberCenter/purchaseInquiry/inquiry/edit', 'routes/member-inquiry-edit.tsx', { id: 'member-inquiry-edit' }),
    route('memberCenter/purchaseInquiry/inquiry/detail', 'routes/member-inquiry-detail.tsx', { id: 'member-inquiry-detail' }),
    route('memberCenter/procurementAbility/offter/inquiry', 'routes/member-inquiry-detail.tsx', { id: 'member-inquiry-link' }),
    route('memberCenter/order/purchaseOrder/orderList', 'routes/member-purchase-orders.tsx', { id: 'member-purchase-orders' }),
    route('memberCenter/order/purchaseOrder/orderList/detail', 'routes/member-purchase-order.tsx', { id: 'member-purchase-order' }),
    route('memberCenter/order/purchase', 'routes/member-purchase-order.tsx', { id: 'member-purchase-order-link' }),
    // The buyer's tenders: its list by phase, the form (draft, publish), one tender (cancel, its other pages).
    route('memberCenter/callForBids/callForBidsSearch', 'routes/member-tenders.tsx', { id: 'member-tenders' }),
    route('memberCenter/callForBids/callForBidsSearch/edit', 'routes/member-tender-edit.tsx', { id: 'member-tender-edit' }),
    route('memberCenter/callForBids/callForBidsSearch/detail', 'routes/member-tender-detail.tsx', { id: 'member-tender-detail' }),
    // The buyer's competitive bids: its list by phase, the form (draft, publish), one auction (cancel, its sign-ups).
    route('memberCenter/purchaseBid/search', 'routes/member-biddings.tsx', { id: 'member-biddings' }),
    route('memberCenter/purchaseBid/search/edit', 'routes/member-bidding-edit.tsx', { id: 'member-bidding-edit' }),
    route('memberCenter/purchaseBid/search/detail', 'routes/member-bidding-detail.tsx', { id: 'member-bidding-detail' }),
    // A tender's questions, answers and amendments: its buyer's page or a registered supplier's.
    route('memberCenter/tender/clarification', 'routes/member-tender-clarification.tsx', { id: 'member-tender-clarification' }),
    // A supplier's registration for a tender (the cards' "sign up now"); the buyer's review of a tender's registrations.
    route('memberCenter/procurementAbility/tender/readyBidRegister/add', 'routes/member-tender-register.tsx', { id: 'member-tender-register' }),
    route('memberCenter/callForBids/readyCheckedRegister', 'routes/member-tender-registrations.tsx', { id: 'member-tender-registrations' }),
    // A supplier's tenders and bids; its sealed bid on one tender; a tender's opening record (its buyer and every bidder).
    route('memberCenter/tender/tenderSearch', 'routes/member-my-tenders.tsx', { id: 'member-my-tenders' }),
    route('memberCenter/procurementAbility/tender/readyAddTender/edit', 'routes/member-tender-bid.tsx', { id: 'member-tender-bid' }),
    route('memberCenter/tender/opening', 'routes/member-tender-opening.tsx', { id: 'member-tender-opening' }),
    // A supplier's competitive bids: the sign-up (the cards' "sign up now"), its auctions by phase, the bidding room.
    route('memberCenter/procurementAbility/onlineBid/readySignUp/signUp', 'routes/member-bidding-sign-up.tsx', { id: 'member-bidding-sign-up' }),
    route('memberCenter/onlineBid/search', 'routes/member-biddings-mine.tsx', { id: 'member-biddings-mine' }),
    route('memberCenter/onlineBid/room', 'routes/member-bidding-room.tsx', { id: 'member-bidding-room' }),
    // A tender's evaluation and award (its buyer), the buyer's expert library, an evaluator's invitations and scoring sheet.
    route('memberCenter/callForBids/evaluation', 'routes/member-tender-evaluation.tsx', { id: 'member-tender-evaluation' }),
    route('memberCenter/callForBids/remarkBidExpert', 'routes/member-tender-experts.tsx', { id: 'member-tender-experts' }),
    route('memberCenter/callForBids/extractNoticeManage', 'routes/member-evaluation-invitations.tsx', { id: 'member-evaluation-invitations' }),
    route('memberCenter/callForBids/readyExpertRemark', 'routes/member-tender-scoring.tsx', { id: 'member-tender-scoring' }),
    // Contracts: the buyer's (its contracts and the awards to contract, a new one from an award, its templates), the
    // supplier's, and either side's signed contracts in execution.
    route('memberCenter/contract/manage/QueryList', 'routes/member-contracts.tsx', { id: 'member-contracts' }),
    route('memberCenter/contract/manage/add', 'routes/member-contract-add.tsx', { id: 'member-contract-add' }),
    route('memberCenter/contract/template/templateList', 'routes/member-contract-templates.tsx', { id: 'member-contract-templates' }),
    route('memberCenter/contract/coordination/coordinationList', 'routes/member-contracts-supplier.tsx', { id: 'member-contracts-supplier' }),
    route('memberCenter/contractexecution/contractexecutionList', 'routes/member-contract-executions.tsx', { id: 'member-contract-executions' }),
    route('memberCenter/contract/coordination/implement', 'routes/member-contract-executions.tsx', { id: 'member-contract-implement' }),
    // One contract for either party (its negotiation, signing, execution and record); the platform's notifications link here.
    route('memberCenter/contract/detail', 'routes/member-contract.tsx', { id: 'member-contract' }),
  ]),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('register/outbox', 'routes/register-outbox.tsx'),
  route('logout', 'routes/logout.ts'),
  // Chat with customer service: a window of its own (docs/product.md#routes-and-layouts), its requests.
  route('chatRoom', 'routes/chat-room.tsx', { id: 'chat-room' }),
  // A contract's printable document, outside the member centre's frame (a session required all the same).
  route('memberCenter/contract/document', 'routes/member-contract-document.tsx', { id: 'member-contract-document' }),
  // Files to save (docs/decisions/027-documents.md): a member-centre list with its page's filters, an inquiry's comparison, a
  // tender's evaluation report and an auction's ranking as XLSX; a contract as PDF. The same reads as their pages.
  route('memberCenter/export/list/:list', 'routes/member-export-list.ts'),
  route('memberCenter/export/comparison', 'routes/member-export-comparison.ts'),
  route('memberCenter/export/evaluation', 'routes/member-export-evaluation.ts'),
  route('memberCenter/export/ranking', 'routes/member-export-ranking.ts'),
  route('memberCenter/contract/document.pdf', 'routes/member-contract-pdf.ts'),
  route('resources/chat', 'routes/resources.chat.ts'),
  route('resources/locale', 'routes/resources.locale.ts'),
  route('resources/city', 'routes/resources.city.ts'),
  route('resources/lifecycle', 'routes/resources.lifecycle.ts'),
  route('resources/attributes', 'routes/resources.attributes.ts'),
  route('resources/favourites', 'routes/resources.favourites.ts'),
  route('resources/shop-collect', 'routes/resources.shop-collect.ts'),
  route('resources/upload', 'routes/resources.upload.ts'),
  route('resources/messages', 'routes/resources.messages.ts'),
  route('resources/inquiry-award', 'routes/resources.inquiry-award.ts'),
  // Open data (docs/product/open-data.md): OCDS files at stable public addresses, for harvesters.
  route('opendata/ocds/releases.json', 'routes/opendata.releases.ts'),
  route('opendata/ocds/records/:file', 'routes/opendata.record.ts'),
  route('_bench/minimal', 'routes/bench-minimal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
