// Demo catalogue: eight top categories of industrial purchasing, their sub-categories with typical
// materials (name and unit), and the brands shown in the category menu.
import type { Db } from '../db/client.ts';
import { brands, categories, categoryBrands } from '../db/schema.ts';
import { imageUrl } from '../files/images.ts';

type SubCategory = { name: string; materials: Array<[name: string, unit: string]> };
type TopCategory = { name: string; brands: string[]; subs: SubCategory[] };

const CATALOGUE: TopCategory[] = [
  {
    name: '五金工具',
    brands: ['世达', '博世', '史丹利', '得力工具'],
    subs: [
      { name: '手动工具', materials: [['内六角扳手套装', '套'], ['绝缘螺丝刀', '把']] },
      { name: '电动工具', materials: [['锂电冲击钻', '台'], ['角磨机', '台']] },
      { name: '紧固件', materials: [['不锈钢六角螺栓', '个'], ['膨胀螺丝', '盒']] },
      { name: '量具', materials: [['数显游标卡尺', '把'], ['钢卷尺', '把']] },
      { name: '焊接设备', materials: [['氩弧焊机', '台'], ['焊丝', '千克']] },
    ],
  },
  {
    name: '电子元器件',
    brands: ['德州仪器', '村田', '泰科'],
    subs: [
      { name: '集成电路', materials: [['单片机', '片'], ['运算放大器', '片']] },
      { name: '电阻电容', materials: [['贴片电阻', '盘'], ['铝电解电容', '个']] },
      { name: '连接器', materials: [['航空插头', '个'], ['端子排', '条']] },
      { name: '传感器', materials: [['温度传感器', '个'], ['压力变送器', '台']] },
    ],
  },
  {
    name: '办公用品',
    brands: ['得力', '晨光', '惠普'],
    subs: [
      { name: '办公耗材', materials: [['A4复印纸', '箱'], ['硒鼓', '个']] },
      { name: '文具', materials: [['中性笔', '盒'], ['文件夹', '个']] },
      { name: '办公设备', materials: [['激光打印机', '台'], ['碎纸机', '台']] },
    ],
  },
  {
    name: '劳保用品',
    brands: ['3M', '霍尼韦尔', '代尔塔'],
    subs: [
      { name: '防护手套', materials: [['丁腈手套', '双'], ['防割手套', '双']] },
      { name: '安全帽', materials: [['ABS安全帽', '顶']] },
      { name: '防护服', materials: [['防静电工作服', '套'], ['反光背心', '件']] },
      { name: '劳保鞋', materials: [['钢包头安全鞋', '双']] },
    ],
  },
  {
    name: '化工原料',
    brands: ['巴斯夫', '陶氏', '万华化学'],
    subs: [
      { name: '有机化工', materials: [['无水乙醇', '桶'], ['丙酮', '桶']] },
      { name: '无机化工', materials: [['氢氧化钠', '吨'], ['工业盐酸', '吨']] },
      { name: '涂料', materials: [['环氧地坪漆', '桶'], ['防锈底漆', '桶']] },
      { name: '胶粘剂', materials: [['结构胶', '支'], ['厌氧胶', '瓶']] },
    ],
  },
  {
    name: '机械设备',
    brands: ['SKF', '西门子', 'ABB', '费斯托'],
    subs: [
      { name: '泵阀', materials: [['离心泵', '台'], ['电动蝶阀', '个']] },
      { name: '轴承', materials: [['深沟球轴承', '套'], ['圆锥滚子轴承', '套']] },
      { name: '电机', materials: [['三相异步电机', '台'], ['伺服电机', '台']] },
      { name: '减速机', materials: [['行星减速机', '台']] },
      { name: '液压气动', materials: [['气缸', '个'], ['液压油管', '米']] },
      { name: '传动件', materials: [['同步带', '条'], ['链轮', '个']] },
    ],
  },
  {
    name: '钢材建材',
    brands: ['宝钢', '鞍钢', '海螺水泥'],
    subs: [
      { name: '板材', materials: [['冷轧钢板', '吨'], ['镀锌板', '吨']] },
      { name: '型材', materials: [['H型钢', '吨'], ['角钢', '吨']] },
      { name: '管材', materials: [['无缝钢管', '米'], ['PPR水管', '米']] },
      { name: '水泥', materials: [['P.O 42.5水泥', '吨']] },
    ],
  },
  {
    name: '电工电气',
    brands: ['正泰', '施耐德', '德力西', '公牛'],
    subs: [
      { name: '电线电缆', materials: [['铜芯电力电缆', '米'], ['控制电缆', '米']] },
      { name: '开关插座', materials: [['五孔插座', '个'], ['工业插头', '个']] },
      { name: '低压电器', materials: [['断路器', '个'], ['交流接触器', '个']] },
      { name: '照明', materials: [['LED工矿灯', '盏'], ['应急照明灯', '盏']] },
    ],
  },
];

export type SeededSubCategory = {
  id: number;
  name: string;
  topId: number;
  materials: Array<[name: string, unit: string]>;
  brandIds: number[];
};

/** Inserts the catalogue of one template; returns the sub-categories the demo items use. */
export async function seedCatalogue(db: Db, templateId: number): Promise<SeededSubCategory[]> {
  const brandNames = CATALOGUE.flatMap((top) => top.brands);
  const brandRows = await db
    .insert(brands)
    .values(brandNames.map((name) => ({ name, logoUrl: imageUrl('brand', 100, 40, name) })))
    .returning({ id: brands.id, name: brands.name });
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

  const tops = await db
    .insert(categories)
    .values(CATALOGUE.map((top, sort) => ({ templateId, name: top.name, sort })))
    .returning({ id: categories.id, name: categories.name });
  const topId = new Map(tops.map((t) => [t.name, t.id]));

  const subsInOrder = CATALOGUE.flatMap((top) =>
    top.subs.map((sub, sort) => ({ top, sub, sort, parentId: topId.get(top.name)! })),
  );
  const subRows = await db
    .insert(categories)
    .values(subsInOrder.map(({ sub, sort, parentId }) => ({ templateId, parentId, name: sub.name, sort })))
    .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
  const subId = new Map(subRows.map((s) => [`${s.parentId}/${s.name}`, s.id]));

  // A top category shows all its brands; each sub-category one or two of them.
  const seeded: SeededSubCategory[] = subsInOrder.map(({ top, sub, sort, parentId }) => ({
    id: subId.get(`${parentId}/${sub.name}`)!,
    name: sub.name,
    topId: parentId,
    materials: sub.materials,
    brandIds: [top.brands[sort % top.brands.length]!, top.brands[(sort + 1) % top.brands.length]!]
      .slice(0, 1 + (sort % 2))
      .map((name) => brandId.get(name)!),
  }));
  await db.insert(categoryBrands).values([
    ...CATALOGUE.flatMap((top) =>
      top.brands.map((name, sort) => ({ categoryId: topId.get(top.name)!, brandId: brandId.get(name)!, sort })),
    ),
    ...seeded.flatMap((sub) => sub.brandIds.map((id, sort) => ({ categoryId: sub.id, brandId: id, sort }))),
  ]);
  return seeded;
}
