/** §8, §9: request timeout; a request that takes longer rejects with 'timeout'. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** §8, §9: asset chunk load timeout; after it a load error is raised. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** §2, §9: search suggestions shown ('猜你想要'). */
export const SUGGESTION_LIMIT = 10;

/**
 * §9: battery/material enumeration codes the product forms rely on. The spec gives the values, not
 * their meaning; the names here are what the forms use them for.
 */
export const BATTERY_MATERIAL_CODES = {
  battery: 11701004,
  material: 11901009,
  packing: 11801002,
} as const;

/** §9: subpaths of the local image host. */
export const LOCAL_IMAGE_SUBPATHS = {
  companyLogo: 'company/logo',
  companyPublicity: 'company/publicity',
  companyLicense: 'company/license',
  factoryLogo: 'factory/logo',
  product: 'product/',
} as const;
export type LocalImageKind = keyof typeof LOCAL_IMAGE_SUBPATHS;

/** §9: the URL of a file on the local image host under its subpath. */
export function localImageUrl(host: string, kind: LocalImageKind, file: string): string {
  const base = host.replace(/\/+$/, '');
  const sub = LOCAL_IMAGE_SUBPATHS[kind].replace(/\/+$/, '');
  return `${base}/${sub}/${file.replace(/^\/+/, '')}`;
}

/** §2: the side toolbar's back-to-top button appears once scrolled past 499 px (both readings: ≥ 500 for whole pixels). */
export const BACK_TO_TOP_THRESHOLD_PX = 499;

/** §2: true when the back-to-top button shows. */
export function showBackToTop(scrollTop: number): boolean {
  return scrollTop > BACK_TO_TOP_THRESHOLD_PX;
}

/**
 * §9: window width → fixed content width. The spec shows 1046, 1230, 1448, 1686 "and others"; the
 * window breakpoints are the common desktop widths each content width fits with margins.
 */
export const FIXED_WIDTHS: readonly { minWindowWidth: number; width: number }[] = [
  { minWindowWidth: 1920, width: 1686 },
  { minWindowWidth: 1600, width: 1448 },
  { minWindowWidth: 1366, width: 1230 },
  { minWindowWidth: 0, width: 1046 },
];

/** §9: the fixed content width for a window width. */
export function fixedWidthFor(windowWidth: number): number {
  for (const step of FIXED_WIDTHS) if (windowWidth >= step.minWindowWidth) return step.width;
  return 1046;
}

/** §3: the keys of what the clients store locally. */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'user_info',
  chatSettings: 'TIMSET',
  tabBar: 'tabBar',
  permissions: 'permissions',
  compareList: 'compare_list',
  sampleIds: 'sample_ids',
  customerPickList: 'customer_pick_list',
  customerList: 'customer_list',
  searchKeywords: 'search_keyword_list',
  zoomScale: 'zoom_scale',
  menuBarStatus: 'menu_bar_status',
  toolbarState: 'toolbar_state',
  /** the product lists' page size the reader chose */
  productPageSize: 'product_page_size',
} as const;

/** The page sizes a product list offers; the first is the default (a page of 15 products). */
export const PRODUCT_PAGE_SIZES = [15, 30, 60] as const;
