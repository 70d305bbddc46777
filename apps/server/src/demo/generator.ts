import { CATEGORIES, CERTIFICATES, cartonCubicFeet, cartonCubicMeters } from '@wanju/domain';
import { type DrawingParams, kindForName, type ToyKind } from './drawings';

/**
 * The deterministic demo catalogue: the same seed and size always give the same factories, products
 * and drawings. Pure data; seed.ts writes it.
 */

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

export interface RegionSeed {
  id: number;
  name: string;
  province: string;
  city: string;
  weight: number;
  intro: string;
}

export const REGIONS: readonly RegionSeed[] = [
  {
    id: 1,
    name: '汕头澄海',
    province: '广东',
    city: '汕头市澄海区',
    weight: 40,
    intro: '中国玩具礼品城，塑胶、电动、遥控玩具产业集群',
  },
  {
    id: 2,
    name: '东莞',
    province: '广东',
    city: '东莞市',
    weight: 12,
    intro: '世界玩具制造基地，精品、模型与潮玩代工',
  },
  { id: 3, name: '义乌', province: '浙江', city: '义乌市', weight: 12, intro: '小商品之都，节庆、益智与小玩具集散地' },
  { id: 4, name: '深圳', province: '广东', city: '深圳市', weight: 6, intro: '电子、智能与科教玩具研发中心' },
  { id: 5, name: '广州', province: '广东', city: '广州市', weight: 5, intro: '一德路玩具批发市场，外贸采购集中地' },
  { id: 6, name: '云和', province: '浙江', city: '丽水市云和县', weight: 6, intro: '中国木制玩具城' },
  { id: 7, name: '白沟', province: '河北', city: '保定市白沟新城', weight: 5, intro: '毛绒玩具与箱包产业带' },
  { id: 8, name: '扬州', province: '江苏', city: '扬州市', weight: 5, intro: '毛绒玩具之都' },
  { id: 9, name: '平湖', province: '浙江', city: '嘉兴市平湖市', weight: 3, intro: '童车与婴童用品产业带' },
  { id: 10, name: '宁波', province: '浙江', city: '宁波市', weight: 3, intro: '户外与运动玩具出口基地' },
  { id: 11, name: '揭阳', province: '广东', city: '揭阳市', weight: 2, intro: '塑胶玩具配套产业' },
  { id: 12, name: '晋江', province: '福建', city: '泉州市晋江市', weight: 1, intro: '运动与户外玩具产业' },
];

/** Brand syllables with their pinyin (for English names and item-number prefixes). */
const BRANDS: readonly [string, string][] = [
  ['星辉', 'Xinghui'],
  ['新诺', 'Xinnuo'],
  ['奥飞', 'Aofei'],
  ['宝贝', 'Baobei'],
  ['骏达', 'Junda'],
  ['华信', 'Huaxin'],
  ['美佳', 'Meijia'],
  ['金鹰', 'Jinying'],
  ['乐高', 'Legao'],
  ['快乐', 'Kuaile'],
  ['童趣', 'Tongqu'],
  ['启航', 'Qihang'],
  ['鸿达', 'Hongda'],
  ['伟业', 'Weiye'],
  ['永兴', 'Yongxing'],
  ['东升', 'Dongsheng'],
  ['百利', 'Baili'],
  ['佳美', 'Jiamei'],
  ['腾飞', 'Tengfei'],
  ['明星', 'Mingxing'],
  ['锦华', 'Jinhua'],
  ['创意', 'Chuangyi'],
  ['顺发', 'Shunfa'],
  ['汇丰', 'Huifeng'],
  ['智乐', 'Zhile'],
  ['天天', 'Tiantian'],
  ['欢乐', 'Huanle'],
  ['恒通', 'Hengtong'],
  ['嘉利', 'Jiali'],
  ['德隆', 'Delong'],
  ['银辉', 'Yinhui'],
  ['小鸟', 'Xiaoniao'],
  ['彩虹', 'Caihong'],
  ['蓝天', 'Lantian'],
  ['森林', 'Senlin'],
  ['海洋', 'Haiyang'],
  ['雄狮', 'Xiongshi'],
  ['飞鹰', 'Feiying'],
  ['巨龙', 'Julong'],
  ['金宝', 'Jinbao'],
  ['信达', 'Xinda'],
  ['荣华', 'Ronghua'],
  ['威力', 'Weili'],
  ['宏图', 'Hongtu'],
  ['益友', 'Yiyou'],
  ['康乐', 'Kangle'],
  ['新星', 'Xinxing'],
  ['富源', 'Fuyuan'],
];
const SUFFIXES: readonly [string, string][] = [
  ['玩具厂', 'Toys Factory'],
  ['玩具有限公司', 'Toys Co., Ltd.'],
  ['塑胶玩具厂', 'Plastic Toys Factory'],
  ['实业有限公司', 'Industrial Co., Ltd.'],
  ['智能科技有限公司', 'Smart Technology Co., Ltd.'],
  ['工艺品厂', 'Crafts Factory'],
];
const SURNAMES = ['陈', '林', '黄', '李', '张', '王', '吴', '蔡', '许', '郑', '杨', '刘', '谢', '郭', '洪', '方'];
const GIVEN = [
  '志强',
  '伟东',
  '晓明',
  '建华',
  '少鹏',
  '丽娟',
  '秀英',
  '国栋',
  '海涛',
  '佳慧',
  '俊杰',
  '锦标',
  '泽鑫',
  '雪梅',
];
const TOWNS: Record<number, string[]> = {
  1: ['莲下镇', '凤翔街道', '广益街道', '澄华街道', '莲上镇', '溪南镇'],
  2: ['石排镇', '茶山镇', '樟木头镇', '横沥镇'],
  3: ['福田街道', '稠城街道', '北苑街道'],
};

interface CategoryTemplate {
  kind: ToyKind;
  /** [zh, en] names of the core products */
  items: readonly [string, string][];
  /** [zh, en] modifiers put in front */
  mods: readonly [string, string][];
  price: [number, number];
  /** product size in cm (longest side range) */
  size: [number, number];
  unit: string;
}

const M = (...pairs: [string, string][]) => pairs;
const TEMPLATES: Record<number, CategoryTemplate> = {
  4000: {
    kind: 'car',
    items: M(
      ['遥控汽车', 'Remote Control Car'],
      ['遥控越野车', 'RC Off-road Car'],
      ['遥控赛车', 'RC Racing Car'],
      ['遥控攀爬车', 'RC Rock Crawler'],
      ['遥控特技车', 'RC Stunt Car'],
      ['遥控警车', 'RC Police Car'],
    ),
    mods: M(
      ['2.4G', '2.4G'],
      ['1:16', '1:16'],
      ['四通', '4-Channel'],
      ['充电', 'Rechargeable'],
      ['高速', 'High-speed'],
      ['灯光', 'Light-up'],
    ),
    price: [18, 120],
    size: [18, 40],
    unit: 'PCS',
  },
  4001: {
    kind: 'drone',
    items: M(
      ['遥控飞机', 'RC Airplane'],
      ['四轴无人机', 'Quadcopter Drone'],
      ['折叠无人机', 'Foldable Drone'],
      ['遥控直升机', 'RC Helicopter'],
    ),
    mods: M(['航拍', 'Camera'], ['定高', 'Altitude-hold'], ['2.4G', '2.4G'], ['迷你', 'Mini']),
    price: [25, 260],
    size: [15, 40],
    unit: 'PCS',
  },
  4002: {
    kind: 'boat',
    items: M(['遥控船', 'RC Boat'], ['遥控快艇', 'RC Speedboat'], ['遥控潜水艇', 'RC Submarine']),
    mods: M(['高速', 'High-speed'], ['防水', 'Waterproof'], ['2.4G', '2.4G']),
    price: [20, 150],
    size: [20, 45],
    unit: 'PCS',
  },
  4003: {
    kind: 'robot',
    items: M(
      ['电动机器人', 'Battery-operated Robot'],
      ['智能机器人', 'Smart Robot'],
      ['电动恐龙', 'Electric Dinosaur'],
      ['跳舞机器人', 'Dancing Robot'],
    ),
    mods: M(['灯光音乐', 'Light & Music'], ['编程', 'Programmable'], ['万向', 'Bump-and-go']),
    price: [12, 90],
    size: [15, 35],
    unit: 'PCS',
  },
  4004: {
    kind: 'train',
    items: M(
      ['电动轨道火车', 'Electric Train Set'],
      ['轨道赛车', 'Slot Car Track'],
      ['轨道小火车', 'Toy Train Track Set'],
    ),
    mods: M(['百变', 'Changeable'], ['拼装', 'DIY'], ['声光', 'Sound & Light']),
    price: [20, 160],
    size: [25, 60],
    unit: 'SET',
  },
  4005: {
    kind: 'rattle',
    items: M(['婴儿健身架', 'Baby Play Gym'], ['婴儿床铃', 'Baby Crib Mobile'], ['安抚玩具', 'Baby Comforter Toy']),
    mods: M(['音乐', 'Musical'], ['早教', 'Early-learning'], ['新生儿', 'Newborn']),
    price: [10, 80],
    size: [15, 50],
    unit: 'PCS',
  },
  4006: {
    kind: 'stroller',
    items: M(['婴儿学步车', 'Baby Walker'], ['儿童滑行车', 'Kids Ride-on Car'], ['扭扭车', 'Swing Car']),
    mods: M(['多功能', 'Multi-function'], ['防侧翻', 'Anti-rollover'], ['音乐', 'Musical']),
    price: [40, 220],
    size: [50, 80],
    unit: 'PCS',
  },
  4007: {
    kind: 'rattle',
    items: M(['婴儿摇铃', 'Baby Rattle'], ['硅胶牙胶', 'Silicone Teether'], ['手摇铃', 'Hand Bell Rattle']),
    mods: M(['食品级', 'Food-grade'], ['可水煮', 'Boilable'], ['卡通', 'Cartoon']),
    price: [3, 25],
    size: [8, 18],
    unit: 'PCS',
  },
  4008: {
    kind: 'bear',
    items: M(
      ['毛绒熊', 'Plush Teddy Bear'],
      ['毛绒恐龙', 'Plush Dinosaur'],
      ['毛绒兔子', 'Plush Bunny'],
      ['毛绒公仔', 'Stuffed Animal Doll'],
      ['抱枕公仔', 'Plush Pillow'],
    ),
    mods: M(['超柔', 'Super-soft'], ['可爱', 'Cute'], ['大号', 'Large'], ['卡通', 'Cartoon']),
    price: [8, 90],
    size: [20, 80],
    unit: 'PCS',
  },
  4009: {
    kind: 'watergun',
    items: M(
      ['水枪', 'Water Gun'],
      ['电动水枪', 'Electric Water Gun'],
      ['背包水枪', 'Backpack Water Gun'],
      ['戏水玩具', 'Water Play Toy'],
    ),
    mods: M(['大容量', 'Large-capacity'], ['连发', 'Rapid-fire'], ['夏日', 'Summer']),
    price: [5, 80],
    size: [20, 55],
    unit: 'PCS',
  },
  4010: {
    kind: 'rocket',
    items: M(['泡泡机', 'Bubble Machine'], ['泡泡枪', 'Bubble Gun'], ['泡泡棒', 'Bubble Wand']),
    mods: M(['全自动', 'Automatic'], ['灯光', 'Light-up'], ['加特林', 'Gatling']),
    price: [5, 60],
    size: [12, 35],
    unit: 'PCS',
  },
  4011: {
    kind: 'ball',
    items: M(
      ['儿童篮球架', 'Kids Basketball Set'],
      ['足球', 'Soccer Ball'],
      ['飞盘', 'Flying Disc'],
      ['弹力球', 'Bouncing Ball'],
    ),
    mods: M(['户外', 'Outdoor'], ['亲子', 'Family'], ['可升降', 'Adjustable']),
    price: [4, 120],
    size: [15, 120],
    unit: 'PCS',
  },
  4012: {
    kind: 'scooter',
    items: M(['儿童滑板车', 'Kids Scooter'], ['平衡车', 'Balance Bike'], ['儿童三轮车', 'Kids Tricycle']),
    mods: M(['闪光轮', 'Flashing-wheel'], ['可折叠', 'Foldable'], ['三合一', '3-in-1']),
    price: [45, 260],
    size: [50, 90],
    unit: 'PCS',
  },
  4013: {
    kind: 'bucket',
    items: M(['沙滩玩具套装', 'Beach Toy Set'], ['挖沙工具', 'Sand Digging Tools'], ['沙滩桶', 'Beach Bucket']),
    mods: M(['夏日', 'Summer'], ['海边', 'Seaside'], ['套装', 'Set']),
    price: [5, 45],
    size: [15, 40],
    unit: 'SET',
  },
  4014: {
    kind: 'blocks',
    items: M(
      ['积木', 'Building Blocks'],
      ['大颗粒积木', 'Large Building Blocks'],
      ['磁力片', 'Magnetic Tiles'],
      ['拼插积木', 'Interlocking Blocks'],
    ),
    mods: M(['益智', 'Educational'], ['创意', 'Creative'], ['兼容', 'Compatible'], ['城市', 'City']),
    price: [8, 150],
    size: [15, 45],
    unit: 'BOX',
  },
  4015: {
    kind: 'puzzle',
    items: M(['拼图', 'Jigsaw Puzzle'], ['木质拼图', 'Wooden Puzzle'], ['立体拼图', '3D Puzzle']),
    mods: M(['益智', 'Educational'], ['卡通', 'Cartoon'], ['地图', 'Map']),
    price: [3, 40],
    size: [15, 40],
    unit: 'BOX',
  },
  4016: {
    kind: 'blocks',
    items: M(
      ['早教机', 'Learning Machine'],
      ['点读笔', 'Talking Pen'],
      ['认知卡片', 'Flash Cards'],
      ['学习桌', 'Activity Table'],
    ),
    mods: M(['双语', 'Bilingual'], ['益智', 'Educational'], ['启蒙', 'Preschool']),
    price: [10, 150],
    size: [15, 50],
    unit: 'PCS',
  },
  4017: {
    kind: 'rocket',
    items: M(
      ['科学实验套装', 'Science Kit'],
      ['天文望远镜', 'Kids Telescope'],
      ['显微镜', 'Kids Microscope'],
      ['火箭模型', 'Rocket Model Kit'],
    ),
    mods: M(['STEM', 'STEM'], ['儿童', 'Kids'], ['探索', 'Explorer']),
    price: [15, 180],
    size: [15, 45],
    unit: 'SET',
  },
  4018: {
    kind: 'spinner',
    items: M(['指尖陀螺', 'Fidget Spinner'], ['解压捏捏乐', 'Squishy Toy'], ['按压泡泡', 'Pop-it Fidget']),
    mods: M(['减压', 'Stress-relief'], ['发光', 'Glow'], ['彩色', 'Rainbow']),
    price: [1, 15],
    size: [6, 15],
    unit: 'PCS',
  },
  4019: {
    kind: 'kitchen',
    items: M(
      ['厨房过家家玩具', 'Kitchen Pretend Play Set'],
      ['仿真厨具', 'Toy Cookware Set'],
      ['切切乐', 'Cutting Food Set'],
      ['过家家餐具', 'Tea Party Set'],
    ),
    mods: M(['儿童', 'Kids'], ['仿真', 'Realistic'], ['喷雾', 'Spray']),
    price: [8, 160],
    size: [15, 60],
    unit: 'SET',
  },
  4020: {
    kind: 'stethoscope',
    items: M(
      ['医生玩具套装', 'Doctor Play Set'],
      ['过家家医药箱', 'Toy Medical Kit'],
      ['听诊器玩具', 'Toy Stethoscope'],
    ),
    mods: M(['儿童', 'Kids'], ['仿真', 'Realistic'], ['手提', 'Portable']),
    price: [8, 60],
    size: [15, 35],
    unit: 'SET',
  },
  4021: {
    kind: 'doll',
    items: M(
      ['时尚娃娃', 'Fashion Doll'],
      ['换装娃娃', 'Dress-up Doll'],
      ['公主娃娃', 'Princess Doll'],
      ['婴儿娃娃', 'Baby Doll'],
    ),
    mods: M(['关节', 'Jointed'], ['梦幻', 'Dream'], ['11寸', '11-inch']),
    price: [6, 90],
    size: [20, 45],
    unit: 'PCS',
  },
  4022: {
    kind: 'hammer',
    items: M(['工具箱玩具', 'Toy Tool Box'], ['电钻玩具', 'Toy Drill'], ['维修工具套装', 'Repair Tool Set']),
    mods: M(['儿童', 'Kids'], ['仿真', 'Realistic'], ['过家家', 'Pretend']),
    price: [8, 70],
    size: [15, 40],
    unit: 'SET',
  },
  4023: {
    kind: 'car',
    items: M(['回力车', 'Pull-back Car'], ['回力汽车', 'Pull-back Toy Car'], ['回力卡车', 'Pull-back Truck']),
    mods: M(['合金', 'Die-cast'], ['卡通', 'Cartoon'], ['迷你', 'Mini']),
    price: [2, 25],
    size: [8, 20],
    unit: 'PCS',
  },
  4024: {
    kind: 'car',
    items: M(
      ['惯性车', 'Friction Car'],
      ['惯性工程车', 'Friction Construction Truck'],
      ['惯性飞机', 'Friction Airplane'],
    ),
    mods: M(['大号', 'Large'], ['耐摔', 'Durable'], ['声光', 'Sound & Light']),
    price: [3, 35],
    size: [10, 30],
    unit: 'PCS',
  },
  4025: {
    kind: 'dinosaur',
    items: M(['发条恐龙', 'Wind-up Dinosaur'], ['发条青蛙', 'Wind-up Frog'], ['发条玩具', 'Wind-up Toy']),
    mods: M(['怀旧', 'Retro'], ['跳跳', 'Jumping'], ['铁皮', 'Tin']),
    price: [1, 12],
    size: [5, 12],
    unit: 'PCS',
  },
  4026: {
    kind: 'top',
    items: M(['陀螺', 'Spinning Top'], ['战斗陀螺', 'Battle Top'], ['发光陀螺', 'Light-up Spinning Top']),
    mods: M(['合金', 'Metal'], ['对战', 'Battle'], ['发射器', 'Launcher']),
    price: [2, 40],
    size: [6, 20],
    unit: 'PCS',
  },
  4027: {
    kind: 'plane',
    items: M(
      ['合金汽车模型', 'Die-cast Car Model'],
      ['合金飞机模型', 'Die-cast Airplane Model'],
      ['合金工程车', 'Die-cast Construction Vehicle'],
    ),
    mods: M(['1:32', '1:32'], ['1:64', '1:64'], ['仿真', 'Realistic']),
    price: [6, 120],
    size: [8, 30],
    unit: 'PCS',
  },
  4028: {
    kind: 'plane',
    items: M(['拼装模型', 'Model Kit'], ['军事拼装模型', 'Military Model Kit'], ['拼装恐龙模型', 'Dinosaur Model Kit']),
    mods: M(['免胶', 'Glue-free'], ['高精度', 'High-detail'], ['入门', 'Beginner']),
    price: [10, 200],
    size: [15, 45],
    unit: 'BOX',
  },
  4029: {
    kind: 'figure',
    items: M(
      ['手办', 'Action Figure'],
      ['盲盒公仔', 'Blind Box Figure'],
      ['恐龙摆件', 'Dinosaur Figure'],
      ['动漫摆件', 'Anime Figurine'],
    ),
    mods: M(['潮玩', 'Designer'], ['收藏', 'Collectible'], ['限量', 'Limited']),
    price: [10, 200],
    size: [8, 30],
    unit: 'PCS',
  },
};

const PALETTE = [
  '#e63946',
  '#f4a261',
  '#e9c46a',
  '#2a9d8f',
  '#264653',
  '#457b9d',
  '#1d3557',
  '#8338ec',
  '#ff006e',
  '#3a86ff',
  '#fb5607',
  '#ffbe0b',
  '#06d6a0',
  '#118ab2',
  '#ef476f',
  '#7b2cbf',
  '#9c6644',
  '#588157',
  '#d62828',
  '#003049',
];
const BACKGROUNDS = ['#ffffff', '#f8f9fa', '#fff8e7', '#eef6ff', '#f1faee', '#fdf0f5', '#f3f0ff', '#eefaf3', '#fff3e6'];
const PACKINGS: readonly [string, string][] = [
  ['彩盒', 'Color Box'],
  ['开窗盒', 'Window Box'],
  ['吸塑', 'Blister Card'],
  ['胶袋', 'Poly Bag'],
  ['展示盒', 'Display Box'],
  ['网袋', 'Mesh Bag'],
];
const CERT_WEIGHTS: [string, number][] = [
  ['EN71', 0.6],
  ['ASTM_F963', 0.45],
  ['CCC', 0.35],
  ['CE', 0.3],
  ['CPC', 0.15],
  ['CPSIA', 0.1],
  ['ISO8124', 0.08],
  ['UKCA', 0.08],
  ['FCC', 0.05],
  ['ROHS', 0.06],
  ['REACH', 0.05],
  ['AS_NZS_ISO8124', 0.03],
  ['ST', 0.02],
  ['KC', 0.02],
];
const KNOWN_CERTS = new Set(CERTIFICATES.map((c) => c.id));

export interface FactorySeed {
  index: number;
  name: string;
  short_name: string;
  name_en: string;
  region_id: number;
  prefix: string;
  address: string;
  contact: string;
  tel: string;
  mobile: string;
  qq: string;
  fax: string;
  email: string;
  is_taxpayer: boolean;
  certifications: string[];
  showroom_ids: number[];
  follower_count: number;
  intro: string;
  created_days_ago: number;
}

export interface ProductSeed {
  index: number;
  factoryIndex: number;
  region_id: number;
  category_id: number;
  ip_index: number | null;
  article_number: string;
  factory_number: string;
  name: string;
  name_en: string;
  unit: string;
  exworks_price: number;
  length: number;
  width: number;
  height: number;
  pack_length: number;
  pack_width: number;
  pack_height: number;
  carton_length: number;
  carton_width: number;
  carton_height: number;
  carton_cubic_meter: number | null;
  carton_cubic_feet: number | null;
  carton_quantity: number;
  box_count: number;
  inbox_count: number;
  gross_weight: number;
  net_weight: number;
  packing_name: string;
  packing_name_en: string;
  certifications: string[];
  introduction: string;
  introduction_en: string;
  stock_quantity: number | null;
  is_black: boolean;
  popularity: number;
  /** minutes before the load time */
  created_minutes_ago: number;
  drawing: DrawingParams;
  sections: { section: string; rank: number; extra: Record<string, unknown> }[];
}

export const DEMO_FACTORY_NAME = '汕头市澄海区星辉玩具厂';

export function factoryCount(products: number): number {
  return Math.max(12, Math.min(2000, Math.round(products / 30)));
}

export function generateFactories(count: number, seed = 20260101): FactorySeed[] {
  const r = rng(seed);
  const regionPool = REGIONS.flatMap((region) => Array.from({ length: region.weight }, () => region));
  const used = new Set<string>();
  const prefixes = new Set<string>();
  const out: FactorySeed[] = [];
  for (let i = 0; i < count; i++) {
    const region = i < 2 ? (REGIONS[0] as RegionSeed) : r.pick(regionPool);
    let brand = i === 0 ? (BRANDS[0] as [string, string]) : i === 1 ? (BRANDS[1] as [string, string]) : r.pick(BRANDS);
    let suffix = i < 2 ? (SUFFIXES[0] as [string, string]) : r.pick(SUFFIXES);
    let name = `${region.city}${brand[0]}${suffix[0]}`;
    for (let attempt = 0; used.has(name); attempt++) {
      const second = r.pick(BRANDS);
      brand = [`${brand[0].slice(0, 1)}${second[0].slice(1)}`, `${brand[1]}${second[1].toLowerCase()}`];
      suffix = r.pick(SUFFIXES);
      name = `${region.city}${brand[0]}${suffix[0]}${attempt > 5 ? attempt : ''}`;
    }
    used.add(name);
    const letters = 'ABCDEFGHJKLMNPQRSTWXYZ';
    let prefix = i === 0 ? 'XH' : i === 1 ? 'XN' : `${brand[1].slice(0, 1)}${r.pick([...letters])}`.toUpperCase();
    for (let n = 2; prefixes.has(prefix); n++) prefix = `${prefix.slice(0, 2)}${n}`;
    prefixes.add(prefix);
    const town = r.pick(TOWNS[region.id] ?? ['工业区']);
    const contact = `${r.pick(SURNAMES)}${r.pick(GIVEN)}`;
    const areaCode =
      {
        1: '0754',
        2: '0769',
        3: '0579',
        4: '0755',
        5: '020',
        6: '0578',
        7: '0312',
        8: '0514',
        9: '0573',
        10: '0574',
        11: '0663',
        12: '0595',
      }[region.id] ?? '020';
    const mobile =
      i === 0
        ? '13800000005'
        : `1${r.pick(['35', '36', '37', '38', '39', '50', '58', '59', '86', '88'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
    const tel = `${areaCode}-${r.int(8100, 8999)}${String(r.int(0, 9999)).padStart(4, '0')}`;
    const certifications = CERT_WEIGHTS.filter(([, p]) => r.chance(p * 0.8)).map(([id]) => id);
    out.push({
      index: i,
      name,
      short_name: `${brand[0]}${suffix[0].includes('玩具') ? '玩具' : '实业'}`,
      name_en: `${region.id === 1 ? 'Shantou Chenghai' : pinyinOfRegion(region.id)} ${brand[1]} ${suffix[1]}`,
      region_id: region.id,
      prefix,
      address: `${region.province}省${region.city}${town}${r.pick(['玩具工业区', '工业大道', '创业路', '兴业路'])}${r.int(1, 188)}号`,
      contact,
      tel,
      mobile,
      qq: String(r.int(100_000_000, 2_999_999_999)),
      fax: `${areaCode}-${r.int(8100, 8999)}${String(r.int(0, 9999)).padStart(4, '0')}`,
      email: `sales@${brand[1].toLowerCase()}${i}-toys.cn`,
      is_taxpayer: r.chance(0.35),
      certifications,
      showroom_ids: r.chance(0.5) ? [r.pick([1, 104, 10, 99, 11, 12, 13, 14, 16, 21, 22, 31])] : [],
      follower_count: Math.floor(r.next() ** 3 * 5000),
      intro: `${name}位于${region.name}，专业生产${r.pick(['遥控', '益智', '毛绒', '婴童', '户外', '模型', '过家家'])}玩具，产品远销欧美、中东及东南亚。`,
      created_days_ago: r.int(30, 3000),
    });
  }
  return out;
}

function pinyinOfRegion(id: number) {
  return (
    {
      2: 'Dongguan',
      3: 'Yiwu',
      4: 'Shenzhen',
      5: 'Guangzhou',
      6: 'Yunhe',
      7: 'Baigou',
      8: 'Yangzhou',
      9: 'Pinghu',
      10: 'Ningbo',
      11: 'Jieyang',
      12: 'Jinjiang',
    }[id] ?? 'Guangdong'
  );
}

/** The IP licences of the IP zone; `kind` is the drawing that pictures the character. */
export const IP_LICENCES: readonly { name: string; name_en: string; owner: string; intro: string; kind: ToyKind }[] = [
  {
    name: '星际护卫队',
    name_en: 'Star Guardians',
    owner: '星辉动漫',
    intro: '热播科幻动画，机甲与飞船系列授权',
    kind: 'robot',
  },
  {
    name: '萌宠乐园',
    name_en: 'Pet Paradise',
    owner: '萌宠文化',
    intro: '萌系动物形象，毛绒与文具授权',
    kind: 'rabbit',
  },
  {
    name: '恐龙王国',
    name_en: 'Dino Kingdom',
    owner: '远古影业',
    intro: '恐龙科普动画，模型与益智玩具授权',
    kind: 'dinosaur',
  },
  {
    name: '超级飞车',
    name_en: 'Super Racers',
    owner: '飞驰传媒',
    intro: '赛车竞技动画，合金车与遥控车授权',
    kind: 'car',
  },
  {
    name: '魔法公主',
    name_en: 'Magic Princess',
    owner: '梦幻影视',
    intro: '女孩向动画，娃娃与过家家授权',
    kind: 'doll',
  },
  {
    name: '海洋小队',
    name_en: 'Ocean Squad',
    owner: '蓝海动画',
    intro: '海洋探险动画，戏水与沙滩玩具授权',
    kind: 'boat',
  },
  {
    name: '熊猫团团',
    name_en: 'Panda Tuantuan',
    owner: '国潮文创',
    intro: '国潮熊猫形象，毛绒与手办授权',
    kind: 'bear',
  },
  {
    name: '机甲小英雄',
    name_en: 'Mecha Heroes',
    owner: '铁甲动漫',
    intro: '变形机甲动画，机器人与拼装授权',
    kind: 'robot',
  },
  {
    name: '森林音乐会',
    name_en: 'Forest Concert',
    owner: '童声文化',
    intro: '早教儿歌形象，婴童与早教玩具授权',
    kind: 'rattle',
  },
  {
    name: '太空探险家',
    name_en: 'Space Explorers',
    owner: '星河科普',
    intro: '航天科普形象，科教与模型授权',
    kind: 'rocket',
  },
  { name: '功夫小子', name_en: 'Kungfu Kids', owner: '东方动漫', intro: '武侠动画，陀螺与手办授权', kind: 'robot' },
  {
    name: '甜心小屋',
    name_en: 'Sweet House',
    owner: '甜心文创',
    intro: '甜品主题形象，厨房过家家授权',
    kind: 'rabbit',
  },
];

/** The demo 3D exhibits shipped with the buyer portal (public/models, made by scripts/make-demo-models.mjs). */
export const TOY3D_MODELS = ['/models/rc-car.gltf', '/models/robot.gltf', '/models/duck.gltf'] as const;

const SECTION_RATES: [string, number][] = [
  ['hot', 0.03],
  ['global_hot', 0.02],
  ['special', 0.03],
  ['cross', 0.05],
  ['spread', 0.05],
  ['toy3d', 0.02],
  ['overseas', 0.03],
  ['platform', 0.02],
  ['ranking', 0.02],
  ['fittings', 0.02],
  ['carefully_chosen', 0.02],
];
const COUNTRIES = [
  '美国',
  '德国',
  '英国',
  '法国',
  '阿联酋',
  '沙特',
  '俄罗斯',
  '巴西',
  '日本',
  '澳大利亚',
  '墨西哥',
  '波兰',
];
const PLATFORMS = ['Amazon', 'TikTok Shop', 'Temu', 'SHEIN', 'AliExpress', 'Shopee', 'Lazada', 'Walmart'];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Product `index` (0-based) of a catalogue of `total` products made by `factories`. */
export function generateProduct(index: number, factories: readonly FactorySeed[], seed = 20260101): ProductSeed {
  const r = rng(seed * 31 + index * 2654435761);
  // The two demo factories get the first 80 products, so their item numbers are known (XH-…, XN-1230 …).
  const factoryIndex = index < 40 ? 0 : index < 80 ? 1 : Math.floor(r.next() ** 1.4 * factories.length);
  const factory = factories[factoryIndex] as FactorySeed;
  const category = CATEGORIES[index % CATEGORIES.length] as { id: number; name: string; name_en: string };
  const t = TEMPLATES[category.id] as CategoryTemplate;
  const [itemZh, itemEn] = r.pick(t.items);
  const [modZh, modEn] = r.chance(0.8) ? r.pick(t.mods) : ['', ''];
  const colourIndex = r.int(0, PALETTE.length - 1);
  const colourNames = [
    '红色',
    '橙色',
    '黄色',
    '绿色',
    '墨绿',
    '蓝色',
    '深蓝',
    '紫色',
    '粉色',
    '天蓝',
    '橘色',
    '金色',
    '薄荷绿',
    '湖蓝',
    '玫红',
    '紫罗兰',
    '棕色',
    '军绿',
    '大红',
    '藏青',
  ];
  const colourEn = [
    'Red',
    'Orange',
    'Yellow',
    'Green',
    'Dark Green',
    'Blue',
    'Navy',
    'Purple',
    'Pink',
    'Sky Blue',
    'Tangerine',
    'Gold',
    'Mint',
    'Lake Blue',
    'Rose',
    'Violet',
    'Brown',
    'Army Green',
    'Scarlet',
    'Navy Blue',
  ];
  const withColour = r.chance(0.35);
  const name = `${modZh}${itemZh}${withColour ? `（${colourNames[colourIndex]}）` : ''}`;
  const name_en = `${modEn ? `${modEn} ` : ''}${itemEn}${withColour ? ` (${colourEn[colourIndex]})` : ''}`;
  const serial = factoryIndex === 1 ? 1230 + (index - 40) : factoryIndex === 0 ? 880 + index : r.int(100, 99_999);
  const article_number = `${factory.prefix}-${serial}${factoryIndex > 1 && r.chance(0.2) ? r.pick(['A', 'B', 'C']) : ''}`;
  const size = r.int(t.size[0], t.size[1]);
  const length = size;
  const width = round(size * (0.4 + r.next() * 0.5), 1);
  const height = round(size * (0.3 + r.next() * 0.6), 1);
  const pack_length = length + 2;
  const pack_width = round(width + 2, 1);
  const pack_height = round(height + 2, 1);
  const inbox_count = r.pick(size > 40 ? [1, 2] : [1, 2, 3, 4, 6, 12]);
  const box_count = r.pick(size > 40 ? [1, 2, 4] : [4, 6, 8, 12, 24]);
  const carton_quantity = inbox_count * box_count;
  // Packs stacked roughly in a cube inside the carton, 2 cm of carton wall.
  const nx = Math.max(1, Math.round(Math.cbrt(carton_quantity)));
  const ny = Math.max(1, Math.round(Math.sqrt(carton_quantity / nx)));
  const nz = Math.ceil(carton_quantity / nx / ny);
  const carton_length = round(nx * pack_length + 2, 1);
  const carton_width = round(ny * pack_width + 2, 1);
  const carton_height = round(nz * pack_height + 2, 1);
  const unitWeight = round((length * width * height) / 20_000 + 0.05, 3);
  const net_weight = round(carton_quantity * unitWeight, 2);
  const gross_weight = round(net_weight + 0.8 + (carton_length * carton_width * carton_height) / 120_000, 2);
  const [packing_name, packing_name_en] = r.pick(PACKINGS);
  const certifications = CERT_WEIGHTS.filter(([, p]) => r.chance(p))
    .map(([id]) => id)
    .filter((id) => KNOWN_CERTS.has(id));
  if (certifications.length === 0) certifications.push('EN71');
  const price = round(t.price[0] + (t.price[1] - t.price[0]) * r.next() ** 2, 2);
  const stock_quantity = r.chance(0.12) ? r.int(1, 400) * carton_quantity : null;
  const created_minutes_ago = index % 97 === 0 ? r.int(60, 36 * 60) : Math.floor(r.next() ** 1.6 * 365 * 24 * 60);
  const popularity = Math.floor(r.next() ** 6 * 10_000);
  const sections: ProductSeed['sections'] = [];
  if (created_minutes_ago < 30 * 24 * 60) sections.push({ section: 'new', rank: 0, extra: {} });
  if (stock_quantity) sections.push({ section: 'stock', rank: stock_quantity, extra: { stock_quantity } });
  for (const [section, rate] of SECTION_RATES) {
    if (!r.chance(rate)) continue;
    const extra: Record<string, unknown> =
      section === 'special'
        ? { special_price: round(price * (0.6 + r.next() * 0.25), 2) }
        : section === 'cross'
          ? { platforms: [r.pick(PLATFORMS), r.pick(PLATFORMS)].filter((v, i, a) => a.indexOf(v) === i) }
          : section === 'overseas' || section === 'global_hot'
            ? { country: r.pick(COUNTRIES), monthly_sales: r.int(200, 50_000) }
            : section === 'toy3d'
              ? { model: TOY3D_MODELS[index % TOY3D_MODELS.length] }
              : {};
    sections.push({ section, rank: r.int(1, 10_000), extra });
  }
  // The picture shows what the name says (drawings' keyword table), else the category's kind.
  const kind: ToyKind = kindForName(itemZh, t.kind);
  const accentIndex = (colourIndex + r.int(3, 15)) % PALETTE.length;
  const dots: DrawingParams['dots'] = Array.from({ length: r.int(2, 6) }, () => [
    r.int(20, 580),
    r.int(20, 200),
    r.int(6, 24),
    r.int(0, 2),
  ]);
  const ipIndex = r.chance(0.04) ? r.int(0, IP_LICENCES.length - 1) : null;
  return {
    index,
    factoryIndex,
    region_id: factory.region_id,
    category_id: category.id,
    ip_index: ipIndex,
    article_number,
    factory_number: `${factory.prefix}${serial}`,
    name,
    name_en,
    unit: t.unit,
    exworks_price: price,
    length,
    width,
    height,
    pack_length,
    pack_width,
    pack_height,
    carton_length,
    carton_width,
    carton_height,
    carton_cubic_meter: cartonCubicMeters(carton_length, carton_width, carton_height),
    carton_cubic_feet: cartonCubicFeet(carton_length, carton_width, carton_height),
    carton_quantity,
    box_count,
    inbox_count,
    gross_weight,
    net_weight,
    packing_name,
    packing_name_en,
    certifications,
    introduction: `${name}，${category.name}类，${packing_name}包装，每箱${carton_quantity}${t.unit === 'PCS' ? '个' : '套'}。材质环保，通过${certifications.join('、')}认证，适合${r.pick(['3岁以上', '6岁以上', '14岁以上', '0-3岁'])}儿童。`,
    introduction_en: `${name_en}. ${category.name_en}, packed in ${packing_name_en.toLowerCase()}, ${carton_quantity} per carton. Tested to ${certifications.join(', ')}.`,
    stock_quantity,
    is_black: index > 100 && r.chance(0.003),
    popularity,
    created_minutes_ago,
    drawing: {
      kind,
      color: PALETTE[colourIndex] as string,
      accent: PALETTE[accentIndex] as string,
      background: r.pick(BACKGROUNDS),
      rotate: r.int(-18, 18),
      scale: round(0.7 + r.next() * 0.3, 2),
      dx: r.int(-40, 40),
      dy: r.int(-30, 30),
      flip: r.chance(0.5),
      dots,
      label: article_number,
    },
    sections,
  };
}
