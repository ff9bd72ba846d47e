// The rows the shop lists and detail pages show of an item, one shape for the three kinds: the
// wire names a tender's fields differently (projectName, deliverAddress, hopeDate, materielList
// with code/type/categoryName/brandName/count) from an inquiry's and a competitive bid's.
import type {
  Attachment,
  BiddingListItem,
  InquiryListItem,
  Materiel,
  MaterielWithFiles,
  TenderListItem,
  TenderMateriel,
  TenderMaterielWithFiles,
} from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { Remaining } from './remaining-days.ts';

export type MaterialRow = {
  number: string;
  name: string;
  model: string;
  category: string;
  brand: string;
  /** A tender's materials have no unit. */
  unit: string | null;
  count: number;
  files: Attachment[];
};

export function materialRows(materiels: ReadonlyArray<Materiel | MaterielWithFiles>): MaterialRow[] {
  return materiels.map((m) => ({
    number: m.number,
    name: m.name,
    model: m.model,
    category: m.category,
    brand: m.brand,
    unit: m.unit,
    count: m.purchaseCount,
    files: 'urls' in m ? m.urls : [],
  }));
}

export function tenderMaterialRows(materiels: ReadonlyArray<TenderMateriel | TenderMaterielWithFiles>): MaterialRow[] {
  return materiels.map((m) => ({
    number: m.code,
    name: m.name,
    model: m.type,
    category: m.categoryName,
    brand: m.brandName,
    unit: null,
    count: m.count,
    files: 'urls' in m ? m.urls : [],
  }));
}

/** A row of a shop list (docs/product.md#routes-and-layouts): its header, and the materials it expands to. */
export type ShopListRow = {
  id: number;
  content: string;
  address: string;
  deliveryDate: number;
  remaining: Remaining;
  materialKinds: number;
  quoteCount: number;
  createTime: number;
  materials: MaterialRow[];
};

export type ShopListItemOf = { inquiry: InquiryListItem; tender: TenderListItem; bidding: BiddingListItem };

export function shopListRow<K extends SourcingKind>(kind: K, item: ShopListItemOf[K]): ShopListRow {
  const { days, hours, minutes } = item;
  if (kind === 'tender') {
    const tender = item as TenderListItem;
    return {
      id: tender.id,
      content: tender.projectName,
      address: tender.deliverAddress,
      deliveryDate: tender.hopeDate,
      remaining: { days, hours, minutes },
      materialKinds: tender.inviteTenderMaterielCount,
      quoteCount: tender.quoteCount,
      createTime: tender.createTime,
      materials: tenderMaterialRows(tender.materielList),
    };
  }
  const other = item as InquiryListItem | BiddingListItem;
  return {
    id: other.id,
    content: other.details,
    address: other.address,
    deliveryDate: other.deliveryTime,
    remaining: { days, hours, minutes },
    materialKinds: other.count,
    quoteCount: other.quoteCount,
    createTime: other.createTime,
    materials: materialRows(other.materiels),
  };
}
