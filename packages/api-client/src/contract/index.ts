import * as account from './account';
import * as system from './system';

export type { Access, Endpoint, ParsedRequestOf, RequestOf, ResponseOf } from './define';
export { empty, endpoint, id, paging, phone } from './define';
export type { CategoryGroupItem, CategoryItem, CertificateItem, EnumItem, PublicConfig, ShowroomItem } from './system';

/** Every endpoint of the platform, by business area. */
export const api = { account, system } as const;
