import type { ColumnType, Generated } from 'kysely';
import type { Def, Num, Timestamp } from '../columns';

/** The catalogue: categories, factories, products, their search and pictures, contents and the logs of searches. */

export interface CategoriesTable {
  id: number;
  name: string;
  name_en: Generated<string>;
  group_id: string;
  group_name: string;
  sort: Generated<number>;
}

export interface CertificatesTable {
  id: Generated<number>;
  code: string;
  name: string;
  region: Generated<string>;
  sort: Generated<number>;
}

export interface HotKeywordsTable {
  id: Generated<number>;
  keyword: string;
  weight: Generated<number>;
}

export interface EnumsTable {
  code: number;
  kind: string;
  name: string;
  sort: Generated<number>;
}

export interface FilesTable {
  hash: string;
  ext: string;
  width: Def<number>;
  height: Def<number>;
  size: Def<number>;
  created_at: Timestamp;
}

export interface RegionsTable {
  id: number;
  name: string;
  province: Def<string>;
  intro: Def<string>;
  picture: Def<string>;
}

export interface FactoriesTable {
  id: Generated<number>;
  name: string;
  short_name: Def<string>;
  name_en: Def<string>;
  region_id: number | null;
  address: Def<string>;
  contact: Def<string>;
  tel: Def<string>;
  mobile: Def<string>;
  qq: Def<string>;
  fax: Def<string>;
  email: Def<string>;
  logo: Def<string>;
  publicity: Def<string[]>;
  license: Def<string>;
  is_taxpayer: Def<boolean>;
  certifications: Def<string[]>;
  showroom_ids: Def<number[]>;
  follower_count: Def<number>;
  intro: Def<string>;
  search_tsv: Def<string>;
  created_at: Timestamp;
  main_categories: Def<number[]>;
  booth: Def<string>;
  certificate_pictures: Def<string[]>;
}

export interface IpLicencesTable {
  id: Generated<number>;
  name: string;
  name_en: Def<string>;
  owner: Def<string>;
  picture: Def<string>;
  intro: Def<string>;
  sort: Def<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  factory_id: number;
  region_id: number | null;
  category_id: number;
  ip_id: number | null;
  article_number: string;
  factory_number: Def<string>;
  name: string;
  name_en: Def<string>;
  pictures: Def<string[]>;
  unit: Def<string>;
  exworks_price: Def<number>;
  length: Num;
  width: Num;
  height: Num;
  carton_length: Num;
  carton_width: Num;
  carton_height: Num;
  pack_length: Num;
  pack_width: Num;
  pack_height: Num;
  carton_cubic_meter: Num;
  carton_cubic_feet: Num;
  carton_quantity: Num;
  box_count: Num;
  inbox_count: Num;
  gross_weight: Num;
  net_weight: Num;
  packing_name: Def<string>;
  packing_name_en: Def<string>;
  certifications: Def<string[]>;
  introduction: Def<string>;
  introduction_en: Def<string>;
  stock_quantity: Num;
  stock_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_black: Def<boolean>;
  is_set_hide: Def<boolean>;
  stop_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  popularity: Def<number>;
  search_tsv: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 023: the factory's publish state, the platform's block, and fields of the console's editor. */
  status: Def<string>;
  blocked: Def<boolean>;
  battery_code: Num;
  material_code: Num;
  video: Def<string>;
  model_3d: Def<string>;
  stock_price: Num;
}

/** Migration 007: the keyword search table, kept in step with products by triggers (read-only here). */
export interface ProductSearchTable {
  id: number;
  search_tsv: string;
  is_black: boolean;
  category_id: number;
  factory_id: number;
  region_id: number | null;
  ip_id: number | null;
  exworks_price: number;
  certifications: string[];
  popularity: number;
  created_at: Date;
}

export interface ProductSectionsTable {
  section: string;
  product_id: number;
  rank: Def<number>;
  extra: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ContentsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  picture: Def<string>;
  body: ColumnType<Record<string, unknown>, string | undefined, string>;
  factory_id: number | null;
  hits: Def<number>;
  sort: Def<number>;
  created_at: Timestamp;
}

export interface PictureIndexTable {
  file_hash: string;
  hashes: Uint8Array;
  colour: Uint8Array;
  /**
   * the thumbnails: 32×32 grey (migration 008), then 16×16 red–green and yellow–blue chroma;
   * null or shorter for rows indexed before them
   */
  thumb: Uint8Array | null;
}

export interface SearchQuotaTable {
  user_id: number;
  day: string;
  used: Def<number>;
}

export interface SearchLogsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  query: Def<string>;
  result_count: Def<number>;
  counted: Def<boolean>;
  created_at: Timestamp;
}

export interface ImageSearchLogsTable {
  id: Generated<number>;
  user_id: number;
  file_hash: string;
  source: Def<string>;
  result_ids: Def<number[]>;
  created_at: Timestamp;
}

export interface BrowseLogsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  product_id: number | null;
  module: Def<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

/** Migration 006: product error reports (edit_error). */
export interface ErrorReportsTable {
  id: Generated<number>;
  user_id: number;
  toy_id: number;
  types: string[];
  content: string;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface ExchangeRatesTable {
  currency: string;
  rate: ColumnType<string, number | string, number | string>;
  updated_at: Timestamp;
}

export interface HelpContentsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  paragraphs: ColumnType<string[], string | undefined, string>;
  sort: Generated<number>;
}

/** Migration 023: stock history, imports, their rows and saved column mappings. */
export interface ProductStockHistoryTable {
  id: Generated<string>;
  product_id: number;
  stock_quantity: number;
  stock_price: Num;
  user_id: number | null;
  created_at: Timestamp;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  certificates: CertificatesTable;
  hot_keywords: HotKeywordsTable;
  enums: EnumsTable;
  files: FilesTable;
  regions: RegionsTable;
  factories: FactoriesTable;
  ip_licences: IpLicencesTable;
  products: ProductsTable;
  product_search: ProductSearchTable;
  product_sections: ProductSectionsTable;
  contents: ContentsTable;
  picture_index: PictureIndexTable;
  search_quota: SearchQuotaTable;
  search_logs: SearchLogsTable;
  image_search_logs: ImageSearchLogsTable;
  browse_logs: BrowseLogsTable;
  error_reports: ErrorReportsTable;
  exchange_rates: ExchangeRatesTable;
  help_contents: HelpContentsTable;
  product_stock_history: ProductStockHistoryTable;
}
