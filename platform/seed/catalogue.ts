// Demo catalogue: eight top categories of industrial purchasing, their sub-categories with typical
// materials (name, unit and a reference unit price in yuan), the brands shown in the category menu,
// and the attributes the list filter offers on each sub-category (the top's own two, and 产地).
import type { Db } from '../db/client.ts';
import { attributes, attributeValues, brands, categories, categoryBrands } from '../db/schema.ts';
import { imageUrl } from '../files/images.ts';

export type Material = [name: string, unit: string, unitPrice: number];
type SubCategory = { name: string; materials: Material[] };
type AttributeDraft = [name: string, values: string[]];
type TopCategory = { name: string; attributes: AttributeDraft[]; brands: string[]; subs: SubCategory[] };

const ORIGIN: AttributeDraft = ['产地', ['国产', '进口', '合资']];

const CATALOGUE: TopCategory[] = [
  {
    name: '五金工具',
    attributes: [
      ['材质', ['碳钢', '不锈钢', '铬钒钢']],
      ['规格', ['小号', '中号', '大号']],
    ],
    brands: ['世达', '博世', '史丹利', '得力工具'],
    subs: [
      {
        name: '手动工具',
        materials: [
          ['内六角扳手套装', '套', 120],
          ['绝缘螺丝刀', '把', 25],
        ],
      },
      {
        name: '电动工具',
        materials: [
          ['锂电冲击钻', '台', 680],
          ['角磨机', '台', 350],
        ],
      },
      {
        name: '紧固件',
        materials: [
          ['不锈钢六角螺栓', '个', 0.8],
          ['膨胀螺丝', '盒', 45],
        ],
      },
      {
        name: '量具',
        materials: [
          ['数显游标卡尺', '把', 260],
          ['钢卷尺', '把', 18],
        ],
      },
      {
        name: '焊接设备',
        materials: [
          ['氩弧焊机', '台', 3200],
          ['焊丝', '千克', 22],
        ],
      },
    ],
  },
  {
    name: '电子元器件',
    attributes: [
      ['材质', ['陶瓷', '塑封', '金属']],
      ['规格', ['工业级', '商业级', '车规级']],
    ],
    brands: ['德州仪器', '村田', '泰科'],
    subs: [
      {
        name: '集成电路',
        materials: [
          ['单片机', '片', 12],
          ['运算放大器', '片', 3.5],
        ],
      },
      {
        name: '电阻电容',
        materials: [
          ['贴片电阻', '盘', 60],
          ['铝电解电容', '个', 0.9],
        ],
      },
      {
        name: '连接器',
        materials: [
          ['航空插头', '个', 35],
          ['端子排', '条', 15],
        ],
      },
      {
        name: '传感器',
        materials: [
          ['温度传感器', '个', 85],
          ['压力变送器', '台', 1600],
        ],
      },
    ],
  },
  {
    name: '办公用品',
    attributes: [
      ['材质', ['纸质', '塑料', '金属']],
      ['规格', ['标准装', '经济装', '大包装']],
    ],
    brands: ['得力', '晨光', '惠普'],
    subs: [
      {
        name: '办公耗材',
        materials: [
          ['A4复印纸', '箱', 150],
          ['硒鼓', '个', 280],
        ],
      },
      {
        name: '文具',
        materials: [
          ['中性笔', '盒', 24],
          ['文件夹', '个', 6],
        ],
      },
      {
        name: '办公设备',
        materials: [
          ['激光打印机', '台', 1800],
          ['碎纸机', '台', 900],
        ],
      },
    ],
  },
  {
    name: '劳保用品',
    attributes: [
      ['材质', ['棉', '涤纶', '橡胶']],
      ['规格', ['S', 'M', 'L', 'XL']],
    ],
    brands: ['3M', '霍尼韦尔', '代尔塔'],
    subs: [
      {
        name: '防护手套',
        materials: [
          ['丁腈手套', '双', 3],
          ['防割手套', '双', 28],
        ],
      },
      { name: '安全帽', materials: [['ABS安全帽', '顶', 35]] },
      {
        name: '防护服',
        materials: [
          ['防静电工作服', '套', 160],
          ['反光背心', '件', 12],
        ],
      },
      { name: '劳保鞋', materials: [['钢包头安全鞋', '双', 180]] },
    ],
  },
  {
    name: '化工原料',
    attributes: [
      ['等级', ['工业级', '分析纯', '化学纯']],
      ['规格', ['25kg', '200kg', '1吨']],
    ],
    brands: ['巴斯夫', '陶氏', '万华化学'],
    subs: [
      {
        name: '有机化工',
        materials: [
          ['无水乙醇', '桶', 260],
          ['丙酮', '桶', 300],
        ],
      },
      {
        name: '无机化工',
        materials: [
          ['氢氧化钠', '吨', 3200],
          ['工业盐酸', '吨', 900],
        ],
      },
      {
        name: '涂料',
        materials: [
          ['环氧地坪漆', '桶', 520],
          ['防锈底漆', '桶', 380],
        ],
      },
      {
        name: '胶粘剂',
        materials: [
          ['结构胶', '支', 65],
          ['厌氧胶', '瓶', 40],
        ],
      },
    ],
  },
  {
    name: '机械设备',
    attributes: [
      ['材质', ['铸铁', '不锈钢', '铝合金']],
      ['规格', ['小型', '中型', '大型']],
    ],
    brands: ['SKF', '西门子', 'ABB', '费斯托'],
    subs: [
      {
        name: '泵阀',
        materials: [
          ['离心泵', '台', 4800],
          ['电动蝶阀', '个', 2600],
        ],
      },
      {
        name: '轴承',
        materials: [
          ['深沟球轴承', '套', 45],
          ['圆锥滚子轴承', '套', 120],
        ],
      },
      {
        name: '电机',
        materials: [
          ['三相异步电机', '台', 3500],
          ['伺服电机', '台', 5200],
        ],
      },
      { name: '减速机', materials: [['行星减速机', '台', 4200]] },
      {
        name: '液压气动',
        materials: [
          ['气缸', '个', 380],
          ['液压油管', '米', 35],
        ],
      },
      {
        name: '传动件',
        materials: [
          ['同步带', '条', 90],
          ['链轮', '个', 75],
        ],
      },
    ],
  },
  {
    name: '钢材建材',
    attributes: [
      ['材质', ['Q235', 'Q345', '304不锈钢']],
      ['规格', ['国标', '非标']],
    ],
    brands: ['宝钢', '鞍钢', '海螺水泥'],
    subs: [
      {
        name: '板材',
        materials: [
          ['冷轧钢板', '吨', 4800],
          ['镀锌板', '吨', 5200],
        ],
      },
      {
        name: '型材',
        materials: [
          ['H型钢', '吨', 4100],
          ['角钢', '吨', 4000],
        ],
      },
      {
        name: '管材',
        materials: [
          ['无缝钢管', '米', 85],
          ['PPR水管', '米', 12],
        ],
      },
      { name: '水泥', materials: [['P.O 42.5水泥', '吨', 450]] },
    ],
  },
  {
    name: '电工电气',
    attributes: [
      ['材质', ['铜', '铝', '阻燃PVC']],
      ['规格', ['单相', '三相']],
    ],
    brands: ['正泰', '施耐德', '德力西', '公牛'],
    subs: [
      {
        name: '电线电缆',
        materials: [
          ['铜芯电力电缆', '米', 120],
          ['控制电缆', '米', 18],
        ],
      },
      {
        name: '开关插座',
        materials: [
          ['五孔插座', '个', 15],
          ['工业插头', '个', 45],
        ],
      },
      {
        name: '低压电器',
        materials: [
          ['断路器', '个', 85],
          ['交流接触器', '个', 160],
        ],
      },
      {
        name: '照明',
        materials: [
          ['LED工矿灯', '盏', 260],
          ['应急照明灯', '盏', 95],
        ],
      },
    ],
  },
];

export type SeededSubCategory = {
  id: number;
  name: string;
  topId: number;
  materials: Material[];
  brandIds: number[];
  /** The value ids of each of the sub-category's attributes: a material has one of each. */
  attributeValueIds: number[][];
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

  const subsInOrder = CATALOGUE.flatMap((top) => top.subs.map((sub, sort) => ({ top, sub, sort, parentId: topId.get(top.name)! })));
  const subRows = await db
    .insert(categories)
    .values(subsInOrder.map(({ sub, sort, parentId }) => ({ templateId, parentId, name: sub.name, sort })))
    .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
  const subId = new Map(subRows.map((s) => [`${s.parentId}/${s.name}`, s.id]));

  const valueIds = await seedAttributes(
    db,
    subsInOrder.map(({ top, sub, parentId }) => ({ categoryId: subId.get(`${parentId}/${sub.name}`)!, drafts: [...top.attributes, ORIGIN] })),
  );

  // A top category shows all its brands; each sub-category one or two of them.
  const seeded: SeededSubCategory[] = subsInOrder.map(({ top, sub, sort, parentId }) => {
    const id = subId.get(`${parentId}/${sub.name}`)!;
    return {
      id,
      name: sub.name,
      topId: parentId,
      materials: sub.materials,
      brandIds: [top.brands[sort % top.brands.length]!, top.brands[(sort + 1) % top.brands.length]!]
        .slice(0, 1 + (sort % 2))
        .map((name) => brandId.get(name)!),
      attributeValueIds: valueIds.get(id)!,
    };
  });
  await db
    .insert(categoryBrands)
    .values([
      ...CATALOGUE.flatMap((top) => top.brands.map((name, sort) => ({ categoryId: topId.get(top.name)!, brandId: brandId.get(name)!, sort }))),
      ...seeded.flatMap((sub) => sub.brandIds.map((id, sort) => ({ categoryId: sub.id, brandId: id, sort }))),
    ]);
  return seeded;
}

/** Attributes and their values for each leaf category; returns the value ids per attribute, by category. */
async function seedAttributes(db: Db, leaves: Array<{ categoryId: number; drafts: AttributeDraft[] }>): Promise<Map<number, number[][]>> {
  const planned = leaves.flatMap(({ categoryId, drafts }) => drafts.map(([name, values], sort) => ({ categoryId, name, sort, values })));
  const attributeRows = await db
    .insert(attributes)
    .values(planned.map(({ values: _values, ...attribute }) => attribute))
    .returning({ id: attributes.id });
  const valueRows = await db
    .insert(attributeValues)
    .values(planned.flatMap(({ values }, i) => values.map((value, sort) => ({ attributeId: attributeRows[i]!.id, value, sort }))))
    .returning({ id: attributeValues.id, attributeId: attributeValues.attributeId });
  const byCategory = new Map<number, number[][]>();
  planned.forEach(({ categoryId }, i) => {
    const ids = valueRows.filter((v) => v.attributeId === attributeRows[i]!.id).map((v) => v.id);
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), ids]);
  });
  return byCategory;
}
