// The member's company profile (docs/decisions/011-members-and-admission.md): read and changed in
// the member centre. It lives on `members`; a buyer's shop carries what its pages show (logo,
// region, capital, establishment, description, categories, pictures), written in the same
// transaction, so /shopIndex and /aboutUs show a change at once. The region here is the company's
// own to edit: it goes into its next applications, but an inquiry's areas are checked against the
// region each buyer admitted (docs/decisions/019-supplier-region.md), which no edit here changes.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, type CompanyUpdate, type PictureInput } from '#contract/endpoints.ts';
import type { ApplicationCompany, CompanyProfile, NamedCategory, ProfilePicture } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { beijingTime } from '../db/filters.ts';
import { categories, cities, members, provinces, shopCategories, shops, uploadedFiles } from '../db/schema.ts';
import { keyOfUrl, ownFiles, uploadedFileUrl } from '../files/uploads.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { shopAreas } from '../shop/queries.ts';
import { generatedLogo } from './accounts.ts';

type Update = z.output<typeof CompanyUpdate>;
const PICTURE_FIELDS = ['companyPics', 'honorPics', 'albumPics'] as const;
type PictureField = (typeof PICTURE_FIELDS)[number];

/** Categories by id, in the order of `ids`; unknown ids are left out. */
export async function namedCategories(db: Db, ids: number[]): Promise<NamedCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids, each once, in order: 1102 naming `field` when one is not a category. */
export async function knownCategories(db: Db, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await namedCategories(db, unique)).length !== unique.length) throw new BusinessError(Code.PARAM_INVALID, field);
  return unique;
}

/** The member's row with its region's names. */
async function memberWithRegion(db: Db, memberId: number) {
  const [row] = await db
    .select({ member: members, provinceName: provinces.name, cityName: cities.name })
    .from(members)
    .leftJoin(provinces, eq(provinces.code, members.provinceCode))
    .leftJoin(cities, eq(cities.code, members.cityCode))
    .where(eq(members.id, memberId));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** The company as an application takes it: the member's profile now. */
export async function applicationCompany(db: Db, memberId: number): Promise<ApplicationCompany> {
  const { member, provinceName, cityName } = await memberWithRegion(db, memberId);
  return {
    name: member.name,
    logo: member.logo,
    provinceCode: member.provinceCode,
    cityCode: member.cityCode,
    areas: shopAreas({ provinceName, cityName }),
    registeredCapital: member.registeredCapital,
    establishmentDate: member.establishmentDate?.getTime() ?? null,
    describe: member.describe,
  };
}

/** The buyer's shop, for a member that is a buyer (null otherwise). */
async function shopOf(db: Db, caller: Caller) {
  if (caller.memberRoleType !== 2) return null;
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.memberId, caller.memberId), eq(shops.roleId, caller.memberRoleId)));
  return shop ?? null;
}

/** Pictures with the id of each uploaded one. */
async function profilePictures(db: Db, urls: string[]): Promise<ProfilePicture[]> {
  const keys = urls.map(keyOfUrl).filter((key): key is string => key !== null);
  const rows = keys.length
    ? await db.select({ id: uploadedFiles.id, key: uploadedFiles.key }).from(uploadedFiles).where(inArray(uploadedFiles.key, keys))
    : [];
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  return urls.map((url) => ({ fileId: idOf.get(keyOfUrl(url) ?? '') ?? null, url }));
}

/** 'YYYY-MM-DD' as midnight in Beijing, not after today's date there (1102). */
function establishment(text: string | null, now: number): Date | null {
  if (text === null) return null;
  const date = beijingTime(`${text} 00:00:00`);
  if (date.getTime() > now) throw new BusinessError(Code.PARAM_INVALID, 'establishmentDate');
  return date;
}

export function companyRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;

  async function profile(caller: Caller): Promise<CompanyProfile> {
    const [{ member, provinceName, cityName }, shop] = await Promise.all([memberWithRegion(db, caller.memberId), shopOf(db, caller)]);
    return {
      memberId: member.id,
      memberRoleType: member.memberRoleType,
      name: member.name,
      logo: member.logo,
      logoFileId: member.logoFileId,
      provinceCode: member.provinceCode,
      provinceName: provinceName ?? '',
      cityCode: member.cityCode,
      cityName: cityName ?? '',
      areas: shopAreas({ provinceName, cityName }),
      categories: await namedCategories(db, member.categoryIds),
      registeredCapital: member.registeredCapital,
      establishmentDate: member.establishmentDate?.getTime() ?? null,
      describe: member.describe,
      shop: shop && {
        id: shop.id,
        companyPics: await profilePictures(db, shop.companyPics),
        honorPics: await profilePictures(db, shop.honorPics),
        albumPics: await profilePictures(db, shop.albumPics),
      },
    };
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

  async function update(tx: Db, caller: Caller, body: Update): Promise<void> {
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
    if (body.establishmentDate !== undefined) changes.establishmentDate = establishment(body.establishmentDate, now());
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

  return [
    route(api.memberCentre.company, 'login', ({ caller }) => profile(caller)),
    route(api.memberCentre.updateCompany, 'login', async ({ body, caller }) => {
      await transaction(db, (tx) => update(tx, caller, body));
      return profile(caller);
    }),
  ];
}
