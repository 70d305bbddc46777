import type { ColumnType, Generated } from 'kysely';
import type { Def, Nullable, NullTime, Num, Timestamp } from '../columns';

/** Migration 003 and later: the buyer's working set (customers, carts, comparison, inquiries, find-sample requests, selection lists). */

export interface CustomersTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  contact: Def<string>;
  phone: Def<string>;
  email: Def<string>;
  country: Def<string>;
  address: Def<string>;
  remark: Def<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerPicksTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  customer_id: number | null;
  remark: Def<string>;
  is_default: Def<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SampleCarItemsTable {
  id: Generated<number>;
  customer_pick_id: number;
  product_id: number | null;
  quantity: Def<number>;
  remark: Def<string>;
  custom_number: Def<string>;
  data_module: Def<string>;
  data_module_id: number | null;
  recommend_id: number | null;
  created_at: Timestamp;
  /** Migration 033: cart and selection-list lines of the company's own library. */
  company_product_id: Def<number | null>;
  /** Migration 034: a sample-cart line's own picture (content hash), shown over its product's; null: the product's. */
  picture: Nullable<string>;
}

export interface CompareItemsTable {
  user_id: number;
  product_id: number;
  position: Def<number>;
}

export interface FactoryRequestsTable {
  id: Generated<number>;
  kind: 'inquiry' | 'supplement';
  company_id: number | null;
  user_id: number;
  factory_id: number;
  status: Def<string>;
  remark: Def<string>;
  answer: Def<string>;
  notify_at: ColumnType<Date, Date | string, Date | string>;
  read_at: NullTime;
  answered_at: NullTime;
  closed_at: NullTime;
  chased_at: NullTime;
  chase_count: Def<number>;
  again_of: number | null;
  created_at: Timestamp;
  /** Migration 019: the inquiry form's values, a selection list's order. */
  currency: Def<string>;
  deadline: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  sample_needed: Def<boolean>;
  /** Migration 024: the factory console (answers with a sample date and pictures, company display, staff). */
  sample_date: ColumnType<string | null, string | null | undefined, string | null>;
  answer_pictures: Def<string[]>;
  answered_by: number | null;
}

export interface FactoryRequestItemsTable {
  request_id: number;
  product_id: number;
  quantity: Def<number>;
  answer_price: Num;
  answer_remark: Def<string>;
  target_price: Num;
}

export interface FindSampleRequestsTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  pictures: Def<string[]>;
  description: Def<string>;
  target_price: Num;
  quantity: Num;
  status: Def<string>;
  chased_at: NullTime;
  chase_count: Def<number>;
  created_at: Timestamp;
}

export interface FindSampleAnswersTable {
  id: Generated<number>;
  request_id: number;
  factory_id: number;
  product_id: number | null;
  price: Num;
  remark: Def<string>;
  created_at: Timestamp;
}

export interface ChoosesTable {
  id: Generated<number>;
  company_id: number | null;
  user_id: number;
  name: string;
  words: Def<string>;
  price_formula: ColumnType<Record<string, unknown>, string | undefined, string>;
  share_token: string | null;
  share_expires_at: NullTime;
  share_revoked: Def<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChooseItemsTable {
  chooses_id: number;
  product_id: number | null;
  custom_number: Def<string>;
  created_at: Timestamp;
  position: Def<number>;
  company_product_id: Def<number | null>;
}

export interface ChooseAppliesTable {
  id: Generated<number>;
  chooses_id: number;
  name: string;
  contact: Def<string>;
  remark: Def<string>;
  product_ids: number[];
  created_at: Timestamp;
  company_product_ids: Def<number[]>;
}

export interface WorkingSetTables {
  customers: CustomersTable;
  customer_picks: CustomerPicksTable;
  sample_car_items: SampleCarItemsTable;
  compare_items: CompareItemsTable;
  factory_requests: FactoryRequestsTable;
  factory_request_items: FactoryRequestItemsTable;
  find_sample_requests: FindSampleRequestsTable;
  find_sample_answers: FindSampleAnswersTable;
  chooses: ChoosesTable;
  choose_items: ChooseItemsTable;
  choose_applies: ChooseAppliesTable;
}
