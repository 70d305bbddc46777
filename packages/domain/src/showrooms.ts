/** §9: featured showrooms pinned first, in this order. */
export const FEATURED_SHOWROOM_IDS = [104, 10, 99] as const;
/** §9: this showroom is always listed last. */
export const LAST_SHOWROOM_ID = 19;

/**
 * §9 showroom order: ids 104, 10, 99 first (in that order, when present), id 19 always last, the
 * rest shuffled (Fisher–Yates) with the injected `random` (values in [0, 1), like Math.random).
 * Pure: the input list is not modified.
 */
export function orderShowrooms<T extends { id: number }>(list: readonly T[], random: () => number): T[] {
  const featured: T[] = [];
  for (const id of FEATURED_SHOWROOM_IDS) {
    for (const s of list) if (s.id === id) featured.push(s);
  }
  const last = list.filter((s) => s.id === LAST_SHOWROOM_ID);
  const rest = list.filter(
    (s) => s.id !== LAST_SHOWROOM_ID && !(FEATURED_SHOWROOM_IDS as readonly number[]).includes(s.id),
  );
  for (let i = rest.length - 1; i > 0; i--) {
    const r = random();
    const j = Math.min(i, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * (i + 1))));
    [rest[i], rest[j]] = [rest[j] as T, rest[i] as T];
  }
  return [...featured, ...rest, ...last];
}

/** A kiosk returns to its attract screen and clears the visitor's list after this long without a touch. */
export const KIOSK_IDLE_MS = 90_000;
/** A visitor list's share link (the kiosk's QR code) opens the list for this long. */
export const VISITOR_LIST_TTL_MS = 3 * 24 * 3600_000;
/** Most products a visitor may collect into one list. */
export const VISITOR_LIST_MAX = 200;
/** Letters of a device code: no 0/O, 1/I/L, so it is read and typed without mistakes. */
export const DEVICE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A device code has this many letters (31^12 ≈ 2^59 codes: not guessable under the request limits). */
export const DEVICE_CODE_LENGTH = 12;

export const SHOWROOM_MSG = {
  showroomNotFound: '展厅不存在',
  boothNotFound: '展位不存在',
  exhibitionNotFound: '展会不存在',
  notOperator: '您不是展厅运营账号，无法管理展厅',
  boothNumberRequired: '请填写展位号',
  boothNumberTaken: '该展位号已被占用',
  floorUnknown: '请选择展厅已有的楼层',
  deviceCodeInvalid: '设备码无效或已停用',
  deviceNameRequired: '请填写设备名称',
  listEmpty: '请先收藏产品',
  listTooLong: `一份清单最多${VISITOR_LIST_MAX}款产品`,
  listExpired: '清单链接已过期或不存在',
  productNotInShowroom: '产品不在本展厅',
  hoursTooLong: '开放时间不能超过100个字',
} as const;

/** Upper-cases a typed device code and drops spaces and dashes; '' when it has a letter outside the alphabet. */
export function normalizeDeviceCode(input: string): string {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== DEVICE_CODE_LENGTH) return '';
  for (const ch of code) if (!DEVICE_CODE_ALPHABET.includes(ch)) return '';
  return code;
}

/** A device code in groups of four for reading out (ABCD-EFGH-JKMN). */
export const formatDeviceCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? '';

export const EXHIBITION_PHASES = ['upcoming', 'live', 'ended'] as const;
export type ExhibitionPhase = (typeof EXHIBITION_PHASES)[number];
export const EXHIBITION_PHASE_LABELS: Record<ExhibitionPhase, string> = {
  upcoming: '即将开始',
  live: '进行中',
  ended: '已结束',
};

/** An exhibition or one session of its schedule: upcoming before its start, live until its end, then ended. */
export function exhibitionPhase(startsAt: Date, endsAt: Date, now: Date): ExhibitionPhase {
  if (now.getTime() < startsAt.getTime()) return 'upcoming';
  if (now.getTime() < endsAt.getTime()) return 'live';
  return 'ended';
}

/** What a kiosk or a showroom page searches locally: a product with its booth. */
export interface ShowroomSearchable {
  id: number;
  name: string;
  name_en: string;
  article_number: string;
  factory_name: string;
  category_id: number;
  booth_id: number;
  booth_number: string;
  floor: string;
}

/**
 * The products that match every filter given: each word of the keyword (spaces split words) in the name, the
 * English name, the item number, the factory or the booth number (case-insensitive), the category, booth and
 * floor. The order is kept. The kiosk runs it on its cached catalogue, so it answers offline too.
 */
export function filterShowroomProducts<T extends ShowroomSearchable>(
  products: readonly T[],
  filter: { keyword?: string; categoryId?: number; boothId?: number; floor?: string },
): T[] {
  const words = (filter.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (filter.categoryId && p.category_id !== filter.categoryId) return false;
    if (filter.boothId && p.booth_id !== filter.boothId) return false;
    if (filter.floor && p.floor !== filter.floor) return false;
    if (!words.length) return true;
    const text = `${p.name} ${p.name_en} ${p.article_number} ${p.factory_name} ${p.booth_number}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Booths grouped by floor, floors in the showroom's order (a floor with no booth is kept, empty), booths by number. */
export function boothsByFloor<B extends { floor: string; number: string }>(
  floors: readonly string[],
  booths: readonly B[],
): { floor: string; booths: B[] }[] {
  const names = [...floors];
  for (const b of booths) if (!names.includes(b.floor)) names.push(b.floor);
  return names.map((floor) => ({
    floor,
    booths: booths
      .filter((b) => b.floor === floor)
      .sort((a, b) => a.number.localeCompare(b.number, 'zh-CN', { numeric: true })),
  }));
}
