// The reads a streaming replica may serve (docs/decisions/032-read-replica.md): what a visitor's
// pages ask for — the home's cards, lists, details, shop pages, publicity and open data. A read
// that must be fresh to the second (a live auction's room and log, a tender's opening record) or
// that only a member makes is not here, and stays on the primary.
import { api, type Endpoint } from '#contract/endpoints.ts';

export const publicReads: ReadonlySet<Endpoint> = new Set<Endpoint>([
  api.site.byHost,
  api.template.findEnterpriseTemplate,
  api.category.enterpriseTree,
  api.advert.platform,
  api.advert.member,
  api.area.provinceCity,
  api.area.useAreas,
  api.app.downloadLink,
  api.notice.list,
  api.notice.details,
  api.notice.bidResult,
  api.inquiry.list,
  api.inquiry.details,
  api.bidding.list,
  api.bidding.details,
  api.tender.listMall,
  api.tender.listShop,
  api.tender.details,
  api.buyerShop.list,
  api.buyerShop.main,
  api.buyerShop.active,
  api.buyerShop.newest,
  api.buyerShop.detail,
  api.buyerShop.statistics,
  api.search.brands,
  api.search.attributes,
  api.search.maxPrice,
  api.opendata.releases,
  api.opendata.record,
]);
