/** §2 home: one toy category (ids 4000–4029). */
export interface Category {
  id: number;
  name: string;
  name_en: string;
  groupId: string;
}

/** §2 home: one of the 7 category-menu groups. */
export interface CategoryGroup {
  id: string;
  name: string;
  name_en: string;
  categoryIds: readonly number[];
}

const c = (id: number, name: string, name_en: string, groupId: string): Category => ({ id, name, name_en, groupId });

/** §2, §9: the 30 toy categories, ids 4000–4029, in menu order. */
export const CATEGORIES: readonly Category[] = [
  c(4000, '遥控车', 'RC Cars', 'electric_rc'),
  c(4001, '遥控飞机/无人机', 'RC Aircraft & Drones', 'electric_rc'),
  c(4002, '遥控船', 'RC Boats', 'electric_rc'),
  c(4003, '电动玩具', 'Battery-Operated Toys', 'electric_rc'),
  c(4004, '电动轨道', 'Electric Track Sets', 'electric_rc'),
  c(4005, '婴儿玩具', 'Baby Toys', 'baby'),
  c(4006, '学步车/滑行车', 'Walkers & Ride-ons', 'baby'),
  c(4007, '摇铃/牙胶', 'Rattles & Teethers', 'baby'),
  c(4008, '毛绒玩具', 'Plush Toys', 'baby'),
  c(4009, '水枪/戏水玩具', 'Water Guns & Water Play', 'outdoor'),
  c(4010, '泡泡玩具', 'Bubble Toys', 'outdoor'),
  c(4011, '运动玩具', 'Sports Toys', 'outdoor'),
  c(4012, '滑板车/儿童车', 'Scooters & Kids Bikes', 'outdoor'),
  c(4013, '沙滩玩具', 'Beach & Sand Toys', 'outdoor'),
  c(4014, '积木', 'Building Blocks', 'novelty_educational'),
  c(4015, '拼图', 'Puzzles', 'novelty_educational'),
  c(4016, '早教玩具', 'Early Learning Toys', 'novelty_educational'),
  c(4017, '科教实验', 'STEM Kits', 'novelty_educational'),
  c(4018, '解压玩具', 'Fidget & Stress Toys', 'novelty_educational'),
  c(4019, '厨房玩具', 'Kitchen Play Sets', 'pretend_play'),
  c(4020, '医生玩具', 'Doctor Play Sets', 'pretend_play'),
  c(4021, '娃娃/换装', 'Dolls & Dress-up', 'pretend_play'),
  c(4022, '工具玩具', 'Tool Play Sets', 'pretend_play'),
  c(4023, '回力车', 'Pull-back Cars', 'force_control'),
  c(4024, '惯性车', 'Friction Vehicles', 'force_control'),
  c(4025, '发条玩具', 'Wind-up Toys', 'force_control'),
  c(4026, '陀螺', 'Spinning Tops', 'force_control'),
  c(4027, '合金模型', 'Die-cast Models', 'models'),
  c(4028, '拼装模型', 'Model Kits', 'models'),
  c(4029, '手办/摆件', 'Figures & Collectibles', 'models'),
];

const groupOf = (id: string) => CATEGORIES.filter((x) => x.groupId === id).map((x) => x.id);

/** §2: the 7 groups of the home category menu, in spec order. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { id: 'electric_rc', name: '电动/遥控', name_en: 'Electric / RC', categoryIds: groupOf('electric_rc') },
  { id: 'baby', name: '婴童', name_en: 'Baby & Toddler', categoryIds: groupOf('baby') },
  { id: 'outdoor', name: '户外', name_en: 'Outdoor', categoryIds: groupOf('outdoor') },
  {
    id: 'novelty_educational',
    name: '新奇/益智',
    name_en: 'Novelty / Educational',
    categoryIds: groupOf('novelty_educational'),
  },
  { id: 'pretend_play', name: '过家家', name_en: 'Pretend Play', categoryIds: groupOf('pretend_play') },
  { id: 'force_control', name: '力控', name_en: 'Friction & Pull-back', categoryIds: groupOf('force_control') },
  { id: 'models', name: '模型', name_en: 'Models', categoryIds: groupOf('models') },
];

/** §9: the category id range. */
export const CATEGORY_ID_MIN = 4000;
export const CATEGORY_ID_MAX = 4029;

/** §2: a category by id. */
export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((x) => x.id === id);
}

/** §2: a category group by id. */
export function categoryGroupById(id: string): CategoryGroup | undefined {
  return CATEGORY_GROUPS.find((g) => g.id === id);
}

/** A toy certificate (§1 certificate zone, §3 item certifications). */
export interface Certificate {
  id: string;
  name: string;
  /** where it applies, in Chinese */
  region: string;
}

/** Common toy certificates. */
export const CERTIFICATES: readonly Certificate[] = [
  { id: 'EN71', name: 'EN71', region: '欧盟' },
  { id: 'ASTM_F963', name: 'ASTM F963', region: '美国' },
  { id: 'CCC', name: '3C (CCC)', region: '中国' },
  { id: 'CE', name: 'CE', region: '欧盟' },
  { id: 'CPC', name: 'CPC', region: '美国' },
  { id: 'CPSIA', name: 'CPSIA', region: '美国' },
  { id: 'ISO8124', name: 'ISO8124', region: '国际' },
  { id: 'UKCA', name: 'UKCA', region: '英国' },
  { id: 'FCC', name: 'FCC', region: '美国' },
  { id: 'ROHS', name: 'RoHS', region: '欧盟' },
  { id: 'REACH', name: 'REACH', region: '欧盟' },
  { id: 'AS_NZS_ISO8124', name: 'AS/NZS ISO8124', region: '澳大利亚/新西兰' },
  { id: 'ST', name: 'ST', region: '日本' },
  { id: 'KC', name: 'KC', region: '韩国' },
];

/** A certificate by id or by name (case-insensitive). */
export function certificateById(idOrName: string): Certificate | undefined {
  const key = idOrName.trim().toLowerCase();
  return CERTIFICATES.find((x) => x.id.toLowerCase() === key || x.name.toLowerCase() === key);
}

/** What users read for a certificate code (ASTM_F963 → 'ASTM F963'); an unknown code is shown as it is. */
export function certificateLabel(code: string): string {
  return certificateById(code)?.name ?? code;
}
