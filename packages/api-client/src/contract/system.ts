// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import { endpoint, int, str } from './define';

export interface CategoryItem {
  id: number;
  name: string;
  name_en: string;
  group_id: string;
  group_name: string;
}
export interface CategoryGroupItem {
  id: string;
  name: string;
  children: CategoryItem[];
}
export interface CertificateItem {
  id: number;
  code: string;
  name: string;
  region: string;
}
export interface ShowroomItem {
  id: number;
  route: string;
  name: string;
  city: string;
  logo: string;
  intro: string;
}
export interface EnumItem {
  code: number;
  kind: string;
  name: string;
}

/** §3 Public config response. */
export interface PublicConfig {
  showroom_list: ShowroomItem[];
  /** Categories asked for by `cate` (all when empty). */
  cate_list: CategoryItem[];
  certification: CertificateItem[];
  /** The category menu: 7 groups with their categories. */
  category_list: CategoryGroupItem[];
  keyword: string[];
  enum: Record<string, EnumItem[]>;
}

export const getPublicConfig = endpoint<PublicConfig>()(
  '/api/system/get_public_config',
  z.object({ cate: z.array(int()).max(100).optional() }),
  'public',
);

export const getEnum = endpoint<Record<string, EnumItem[]>>()(
  '/api/system/get_enum',
  z.object({ kind: str(50).optional() }),
  'public',
);
