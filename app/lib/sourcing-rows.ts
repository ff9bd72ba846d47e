// The rows the shop lists and detail pages show of an item, one shape for the three kinds (each
// kind's wire names are mapped in sourcing-kinds.ts).
import type { Attachment, Materiel, MaterielWithFiles, TenderMateriel, TenderMaterielWithFiles } from '#contract/schemas.ts';
import type { BiddingStage } from './phase-countdown.ts';
import type { Remaining } from './remaining-days.ts';
import type { TenderStage } from './phase-countdown.ts';

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
  /** A tender's phase and when it ends (app/lib/phase-countdown.ts); absent for the other kinds. */
  stage?: TenderStage;
  /** A competitive bid's phase and when it ends (app/lib/phase-countdown.ts); absent for the other kinds. */
  biddingStage?: BiddingStage;
};
