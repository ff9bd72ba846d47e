// What the million-process bench fills (bench/million-seed.ts, docs/decisions/030-a-million-processes.md):
// the three kinds' tables and shares, and the words it builds titles, material names and company names
// from, Chinese and English, by the seed's sub-categories, so that a keyword finds what a buyer of that
// trade would type.
/** The seed's proportions: 150 inquiries, 80 tenders, 50 competitive bids. */
export const SHARES = { inquiry: 150, tender: 80, bidding: 50 } as const;

export type Kind = {
  kind: keyof typeof SHARES;
  table: string;
  number: string;
  prefix: string;
  title: string;
  materiels: string;
  areas: string;
  parent: string;
  zh: string[];
  en: string[];
};

export const KINDS: Kind[] = [
  {
    kind: 'inquiry',
    table: 'inquiries',
    number: 'purchase_inquiry_no',
    prefix: 'XJ',
    title: 'details',
    materiels: 'inquiry_materiels',
    areas: 'inquiry_areas',
    parent: 'inquiry_id',
    zh: ['采购询价', '询价采购', '询比价采购'],
    en: ['RFQ', 'request for quotation', 'price inquiry'],
  },
  {
    kind: 'tender',
    table: 'tenders',
    number: 'code',
    prefix: 'ZB',
    title: 'project_name',
    materiels: 'tender_materiels',
    areas: 'tender_areas',
    parent: 'tender_id',
    zh: ['招标公告', '公开招标采购项目', '框架协议采购项目'],
    en: ['tender', 'invitation to tender', 'framework agreement tender'],
  },
  {
    kind: 'bidding',
    table: 'biddings',
    number: 'bidding_no',
    prefix: 'JJ',
    title: 'details',
    materiels: 'bidding_materiels',
    areas: 'bidding_areas',
    parent: 'bidding_id',
    zh: ['竞价采购', '网上竞价', '批量竞价采购'],
    en: ['reverse auction', 'online bidding', 'e-auction'],
  },
];

/**
 * Material names by the seed's sub-category (platform/seed/catalogue.ts): Chinese ones (some with a
 * Latin model or standard in them) and English ones, and the sub-category's English name.
 */
export const MATERIALS: Record<string, { en: string; zhNames: string[]; enNames: string[] }> = {
  手动工具: {
    en: 'hand tools',
    zhNames: ['内六角扳手套装', '绝缘螺丝刀', '棘轮扳手', '管子钳', '尖嘴钳'],
    enNames: ['hex key set', 'insulated screwdriver', 'ratchet wrench'],
  },
  电动工具: {
    en: 'power tools',
    zhNames: ['锂电冲击钻', '角磨机', '电锤', '电动扳手', '博世GSB电钻'],
    enNames: ['cordless impact drill', 'angle grinder', 'rotary hammer'],
  },
  紧固件: {
    en: 'fasteners',
    zhNames: ['不锈钢六角螺栓', '膨胀螺丝', '平垫圈', '自攻螺钉', '304螺母M8'],
    enNames: ['stainless hex bolt M8', 'expansion anchor', 'flat washer'],
  },
  量具: {
    en: 'measuring tools',
    zhNames: ['数显游标卡尺', '钢卷尺', '千分尺', '水平仪', '百分表'],
    enNames: ['digital vernier caliper', 'steel tape measure', 'micrometer'],
  },
  焊接设备: {
    en: 'welding equipment',
    zhNames: ['氩弧焊机', '焊丝', '焊条', '二保焊机', '焊接面罩'],
    enNames: ['TIG welder', 'welding wire', 'MIG welder'],
  },
  集成电路: {
    en: 'integrated circuits',
    zhNames: ['单片机', '运算放大器', 'STM32芯片', '存储芯片', '电源管理芯片'],
    enNames: ['microcontroller', 'op amp', 'FPGA module'],
  },
  电阻电容: {
    en: 'resistors and capacitors',
    zhNames: ['贴片电阻', '铝电解电容', '陶瓷电容', '钽电容', '压敏电阻'],
    enNames: ['SMD resistor', 'electrolytic capacitor', 'MLCC capacitor'],
  },
  连接器: {
    en: 'connectors',
    zhNames: ['航空插头', '端子台', 'USB连接器', '排针', '防水接头'],
    enNames: ['circular connector', 'terminal block', 'RJ45 jack'],
  },
  传感器: {
    en: 'sensors',
    zhNames: ['压力变送器', '温度传感器', '光电开关', '接近开关', '流量计'],
    enNames: ['pressure transmitter', 'temperature sensor', 'proximity switch'],
  },
  办公耗材: {
    en: 'office supplies',
    zhNames: ['A4复印纸', '硒鼓', '墨盒', '碳带', '装订夹'],
    enNames: ['A4 copy paper', 'toner cartridge', 'ink cartridge'],
  },
  文具: { en: 'stationery', zhNames: ['中性笔', '文件夹', '笔记本', '订书机', '便利贴'], enNames: ['gel pen', 'document folder', 'stapler'] },
  办公设备: {
    en: 'office equipment',
    zhNames: ['激光打印机', '碎纸机', '投影仪', '笔记本电脑', '扫描仪'],
    enNames: ['laser printer', 'paper shredder', 'laptop computer'],
  },
  防护手套: {
    en: 'protective gloves',
    zhNames: ['丁腈手套', '防割手套', '劳保棉纱手套', '耐高温手套', 'PU涂掌手套'],
    enNames: ['nitrile gloves', 'cut-resistant gloves', 'heat-resistant gloves'],
  },
  安全帽: {
    en: 'safety helmets',
    zhNames: ['ABS安全帽', '玻璃钢安全帽', '防砸安全帽', '电工绝缘安全帽', '安全帽下颚带'],
    enNames: ['ABS safety helmet', 'hard hat', 'helmet chin strap'],
  },
  防护服: {
    en: 'protective clothing',
    zhNames: ['反光背心', '防静电工作服', '防化服', '阻燃工作服', '雨衣'],
    enNames: ['reflective vest', 'anti-static coverall', 'chemical suit'],
  },
  劳保鞋: {
    en: 'safety shoes',
    zhNames: ['钢包头安全鞋', '绝缘鞋', '防滑雨靴', '防砸劳保鞋', '电工鞋'],
    enNames: ['steel toe safety shoes', 'insulated boots', 'anti-slip boots'],
  },
  有机化工: {
    en: 'organic chemicals',
    zhNames: ['丙酮', '无水乙醇', '异丙醇', '甲苯', '乙酸乙酯'],
    enNames: ['acetone', 'ethanol absolute', 'isopropyl alcohol'],
  },
  无机化工: {
    en: 'inorganic chemicals',
    zhNames: ['工业盐酸', '氢氧化钠', '硫酸', '碳酸钠', '次氯酸钠'],
    enNames: ['hydrochloric acid', 'sodium hydroxide', 'sodium carbonate'],
  },
  涂料: {
    en: 'coatings',
    zhNames: ['环氧地坪漆', '防锈底漆', '防火涂料', '丙烯酸面漆', '稀释剂'],
    enNames: ['epoxy floor paint', 'anti-rust primer', 'fireproof coating'],
  },
  胶粘剂: {
    en: 'adhesives',
    zhNames: ['厌氧胶', '结构胶', '瞬干胶', '密封胶', '环氧AB胶'],
    enNames: ['anaerobic adhesive', 'structural adhesive', 'silicone sealant'],
  },
  泵阀: {
    en: 'pumps and valves',
    zhNames: ['电动蝶阀', '离心泵', '球阀DN50', '电磁阀', '隔膜泵'],
    enNames: ['electric butterfly valve', 'centrifugal pump', 'solenoid valve'],
  },
  轴承: {
    en: 'bearings',
    zhNames: ['深沟球轴承', '圆锥滚子轴承', 'SKF轴承6205', '调心滚子轴承', '直线轴承'],
    enNames: ['deep groove ball bearing', 'tapered roller bearing', 'SKF bearing 6205'],
  },
  电机: {
    en: 'motors',
    zhNames: ['三相异步电机', '伺服电机', '步进电机', '变频电机', 'ABB电机'],
    enNames: ['three-phase motor', 'servo motor', 'stepper motor'],
  },
  减速机: {
    en: 'gear reducers',
    zhNames: ['行星减速机', '蜗轮蜗杆减速机', '齿轮减速机', '摆线针轮减速机', '减速电机'],
    enNames: ['planetary gearbox', 'worm gear reducer', 'helical gear reducer'],
  },
  液压气动: {
    en: 'hydraulics and pneumatics',
    zhNames: ['气缸', '液压油管', '液压泵', '气动三联件', 'SMC电磁阀'],
    enNames: ['pneumatic cylinder', 'hydraulic hose', 'hydraulic pump'],
  },
  传动件: {
    en: 'transmission parts',
    zhNames: ['同步带', '链轮', '联轴器', 'V带', '滚子链'],
    enNames: ['timing belt', 'sprocket', 'shaft coupling'],
  },
  板材: {
    en: 'steel plates',
    zhNames: ['冷轧钢板', '镀锌板', '不锈钢板304', '花纹板', '铝板'],
    enNames: ['cold rolled steel sheet', 'galvanized sheet', 'stainless steel plate 304'],
  },
  型材: { en: 'steel sections', zhNames: ['H型钢', '角钢', '槽钢', '工字钢', '方管'], enNames: ['H-beam', 'angle steel', 'channel steel'] },
  管材: {
    en: 'pipes',
    zhNames: ['PPR水管', '无缝钢管', '镀锌钢管', 'PVC排水管', '不锈钢焊管'],
    enNames: ['PPR pipe', 'seamless steel pipe', 'galvanized pipe'],
  },
  水泥: {
    en: 'cement',
    zhNames: ['P.O 42.5水泥', '白水泥', '快硬水泥', '砌筑水泥', '水泥砂浆'],
    enNames: ['Portland cement 42.5', 'white cement', 'dry mortar'],
  },
  电线电缆: {
    en: 'wires and cables',
    zhNames: ['控制电缆', '铜芯电力电缆', 'YJV电缆', '网线', '光缆'],
    enNames: ['control cable', 'copper power cable', 'fiber optic cable'],
  },
  开关插座: {
    en: 'switches and sockets',
    zhNames: ['五孔插座', '工业插头', '墙壁开关', '防水插座', '86型面板'],
    enNames: ['wall socket', 'industrial plug', 'wall switch'],
  },
  低压电器: {
    en: 'low-voltage apparatus',
    zhNames: ['交流接触器', '断路器', '热继电器', '中间继电器', '施耐德断路器'],
    enNames: ['AC contactor', 'circuit breaker', 'thermal relay'],
  },
  照明: {
    en: 'lighting',
    zhNames: ['LED工矿灯', '应急照明灯', 'LED平板灯', 'LED路灯', '防爆灯'],
    enNames: ['LED high bay light', 'emergency light', 'LED panel light'],
  },
};

export const PROJECTS_ZH = ['技改项目', '扩建工程', '年度框架', '维修项目', '新厂区建设', '设备更新', '安全改造', '仓储中心'];
export const PROJECTS_EN = ['plant upgrade', 'annual framework', 'maintenance works', 'new warehouse', 'line expansion', 'safety retrofit'];
export const COMPANY_WORDS_1 = [
  '恒',
  '华',
  '中',
  '东',
  '鑫',
  '宏',
  '瑞',
  '泰',
  '博',
  '诚',
  '金',
  '新',
  '永',
  '天',
  '盛',
  '安',
  '嘉',
  '信',
  '德',
  '润',
  '联',
  '远',
  '海',
  '正',
  '明',
  '长',
  '广',
  '富',
  '达',
  '通',
  '昌',
  '隆',
  '兴',
  '和',
  '丰',
  '凯',
];
export const COMPANY_WORDS_2 = [
  '达',
  '盛',
  '源',
  '泰',
  '丰',
  '信',
  '宇',
  '辰',
  '晟',
  '川',
  '峰',
  '祥',
  '锦',
  '越',
  '航',
  '城',
  '邦',
  '翔',
  '威',
  '力',
  '创',
  '睿',
  '弘',
  '升',
  '驰',
  '悦',
  '恒',
  '科',
  '智',
  '立',
  '星',
];
export const INDUSTRIES = [
  '机电',
  '精工',
  '重工',
  '电气',
  '化工',
  '建材',
  '实业',
  '科技',
  '物流',
  '装备',
  '能源',
  '电子',
  '五金',
  '环保',
  '新材料',
  '制造',
  '工贸',
  '汽车部件',
  '医疗器械',
  '食品',
  '纺织',
  '印务',
  '水务',
];
export const COMPANY_KINDS = ['有限公司', '股份有限公司', '集团有限公司', '有限责任公司'];
export const NAMES_EN_1 = [
  'Apex',
  'Bright',
  'Crown',
  'Delta',
  'Eagle',
  'Fortune',
  'Golden',
  'Harbor',
  'Infinity',
  'Jade',
  'Keystone',
  'Lotus',
  'Meridian',
];
export const NAMES_EN_2 = ['Industrial', 'Precision', 'Electric', 'Materials', 'Machinery', 'Technology', 'Logistics', 'Chemical', 'Energy'];
export const UNITS_ZH = ['个', '套', '台', '件', '米', '千克', '箱', '桶', '把'];
export const UNITS_EN = ['pcs', 'set', 'unit', 'box', 'm', 'kg'];
export const MODEL_PREFIXES = ['SKF', 'ABB', 'Siemens', 'Schneider', 'Omron', 'Bosch', 'Delixi', 'Chint', 'NSK', 'Festo', 'Philips', 'Mitsubishi'];
