// Demo site content: the default site (localhost) with its mall and enterprise template, the mall's
// adverts (5 banners, 4 small ads, 3 list banners) and the app download link.
import type { Db } from '../db/client.ts';
import { adverts, appDownloadLinks, malls, sites, templates } from '../db/schema.ts';
import { imageUrl } from '../files/images.ts';

const SITE_NAME = '链采企业采购门户';

const BANNERS: Array<[title: string, link: string]> = [
  ['年度工业品集中采购节', '/purchaseInquiry?priceTypeList=1'],
  ['优质供应商入驻计划', '/enterprisePurchasing'],
  ['阳光招标 公开透明', '/purchaseBidding?priceTypeList=2'],
  ['在线竞价 降本增效', '/purchaseCompete?priceTypeList=3'],
  ['数字化采购解决方案', '/procurementPublicity'],
];
const SMALL_ADS = ['五金工具专场', '劳保用品直采', '电工电气特惠', '办公用品集采'];
const LIST_BANNERS = ['询价采购 快速比价', '招标采购 规范高效', '竞价采购 实时出价'];

/** Returns the template id the catalogue belongs to. */
export async function seedSite(db: Db): Promise<{ templateId: number }> {
  const [site] = await db
    .insert(sites)
    .values({
      name: SITE_NAME,
      logo: imageUrl('logo', 190, 48, SITE_NAME),
      siteUrl: 'http://localhost:3000',
      symbol: '¥',
      language: 'zh-CN',
      host: 'localhost',
      isDefault: true,
    })
    .returning({ id: sites.id });
  await db.insert(malls).values({
    siteId: site!.id,
    name: SITE_NAME,
    url: '/',
    logoUrl: imageUrl('logo', 145, 50, SITE_NAME),
    type: 6,
    describe: '面向企业的询价、招标与竞价采购平台',
    isDefault: true,
  });
  const [template] = await db
    .insert(templates)
    .values({ siteId: site!.id, shopId: 0, kind: 'enterprise', name: '企业采购门户模板' })
    .returning({ id: templates.id });

  await db.insert(adverts).values([
    ...BANNERS.map(([title, link], sort) => ({ columnType: 4, title, link, sort, imageUrl: imageUrl('banner', 944, 288, title) })),
    ...SMALL_ADS.map((title, sort) => ({
      columnType: 5,
      title,
      link: '/purchaseInquiry?priceTypeList=1',
      sort,
      imageUrl: imageUrl('ad', 226, 104, title),
    })),
    ...LIST_BANNERS.map((title, sort) => ({
      columnType: 7,
      title,
      link: '/purchaseInquiry?priceTypeList=1',
      sort,
      imageUrl: imageUrl('banner', 1190, 200, title),
    })),
  ]);
  await db.insert(appDownloadLinks).values({
    name: `${SITE_NAME} App`,
    url: 'https://app.example.com/download',
    qrCodeUrl: imageUrl('qr', 120, 120, 'app download'),
  });
  return { templateId: template!.id };
}
