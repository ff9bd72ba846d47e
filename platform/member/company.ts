// The member's company profile changed in the member centre (docs/decisions/011-members-and-admission.md).
// It lives on `members`; a buyer's shop carries what its pages show (logo, region, capital,
// establishment, description, categories, pictures), written in the same transaction, so
// /shopIndex and /aboutUs show a change at once. The region here is the company's own to edit: it
// goes into its next applications, but an inquiry's areas are checked against the region each
// buyer admitted (docs/decisions/019-supplier-region.md), which no edit here changes.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { CompanyUpdate, PictureInput } from '#contract/endpoints.ts';
import type { CompanyProfile } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { beijingTime } from '../db/filters.ts';
import { cities, members, provinces, shopCategories, shops } from '../db/schema.ts';
import { ownFiles, uploadedFileUrl } from '../files/queries.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { generatedLogo } from './accounts.ts';
import { companyProfile, knownCategories, shopOf } from './queries.ts';

type Update = z.output<typeof CompanyUpdate>;
const PICTURE_FIELDS = ['companyPics', 'honorPics', 'albumPics'] as const;
type PictureField = (typeof PICTURE_FIELDS)[number];

/** 'YYYY-MM-DD' as midnight in Beijing, not after today's date there (1102). */
function establishment(text: string | null, now: number): Date | null {
  if (text === null) return null;
  const date = beijingTime(`${text} 00:00:00`);
  if (date.getTime() > now) throw new BusinessError(Code.PARAM_INVALID, 'establishmentDate');
  return date;
}

/** A picture list as asked: uploaded images of the member's, or pictures the list already has. */
async function pictures(tx: Db, caller: Caller, field: PictureField, asked: PictureInput[], current: string[]): Promise<string[]> {
  const fileIds = asked.flatMap((p) => ('fileId' in p ? [p.fileId] : []));
  const files = new Map((await ownFiles(tx, caller.memberId, fileIds, 'image')).map((file) => [file.id, file]));
  return asked.map((p) => {
    if ('fileId' in p) return uploadedFileUrl(files.get(p.fileId)!.key);
    if (!current.includes(p.url)) throw new BusinessError(Code.PARAM_INVALID, field);
    return p.url;
  });
}

async function update(tx: Db, caller: Caller, body: Update, now: number): Promise<void> {
  const [member] = await tx.select().from(members).where(eq(members.id, caller.memberId)).for('update');
  if (!member) throw new BusinessError(Code.NOT_FOUND);
  const shop = await shopOf(tx, caller);
  const asksPictures = PICTURE_FIELDS.some((field) => body[field] !== undefined);
  if (asksPictures && !shop) throw new BusinessError(Code.NO_ACCESS, 'pictures: a buyer shop only');

  const changes: Partial<typeof members.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.logoFileId !== undefined) {
    const [file] = body.logoFileId === null ? [] : await ownFiles(tx, caller.memberId, [body.logoFileId], 'image');
    changes.logoFileId = file?.id ?? null;
    changes.logo = file ? uploadedFileUrl(file.key) : generatedLogo(body.name ?? member.name);
  } else if (body.name !== undefined && member.logoFileId === null) {
    // A generated logo shows the name: it follows a new one.
    changes.logo = generatedLogo(body.name);
  }
  if (body.provinceCode !== undefined || body.cityCode !== undefined) {
    const provinceCode = body.provinceCode !== undefined ? body.provinceCode : member.provinceCode;
    const cityCode = body.cityCode !== undefined ? body.cityCode : body.provinceCode !== undefined ? null : member.cityCode;
    if (provinceCode !== null) {
      const [province] = await tx.select({ code: provinces.code }).from(provinces).where(eq(provinces.code, provinceCode));
      if (!province) throw new BusinessError(Code.PARAM_INVALID, 'provinceCode');
    }
    if (cityCode !== null) {
      const [city] = await tx.select({ provinceCode: cities.provinceCode }).from(cities).where(eq(cities.code, cityCode));
      if (!city || city.provinceCode !== provinceCode) throw new BusinessError(Code.PARAM_INVALID, 'cityCode');
    }
    changes.provinceCode = provinceCode;
    changes.cityCode = cityCode;
  }
  if (body.categoryIds !== undefined) changes.categoryIds = await knownCategories(tx, body.categoryIds, 'categoryIds');
  if (body.registeredCapital !== undefined) changes.registeredCapital = Math.round(body.registeredCapital * 100) / 100;
  if (body.establishmentDate !== undefined) changes.establishmentDate = establishment(body.establishmentDate, now);
  if (body.describe !== undefined) changes.describe = body.describe;
  if (Object.keys(changes).length > 0) await tx.update(members).set(changes).where(eq(members.id, member.id));
  if (!shop) return;

  // The shop shows the same company: its copies follow, with its pictures.
  const shopChanges: Partial<typeof shops.$inferInsert> = {};
  if (changes.logo !== undefined) shopChanges.logo = changes.logo;
  for (const field of ['provinceCode', 'cityCode', 'registeredCapital', 'establishmentDate', 'describe'] as const) {
    if (changes[field] !== undefined) Object.assign(shopChanges, { [field]: changes[field] });
  }
  for (const field of PICTURE_FIELDS) {
    const asked = body[field];
    if (asked !== undefined) shopChanges[field] = await pictures(tx, caller, field, asked, shop[field]);
  }
  if (Object.keys(shopChanges).length > 0) await tx.update(shops).set(shopChanges).where(eq(shops.id, shop.id));
  if (changes.categoryIds !== undefined) {
    await tx.delete(shopCategories).where(eq(shopCategories.shopId, shop.id));
    if (changes.categoryIds.length > 0) {
      await tx.insert(shopCategories).values(changes.categoryIds.map((categoryId) => ({ shopId: shop.id, categoryId })));
    }
  }
}

/** Changes the caller's company (and its shop's copies) in one transaction; the profile as it now is. */
export async function updateCompany({ db, now }: PlatformContext, body: Update, caller: Caller): Promise<CompanyProfile> {
  await transaction(db, (tx) => update(tx, caller, body, now()));
  return companyProfile(db, caller);
}
