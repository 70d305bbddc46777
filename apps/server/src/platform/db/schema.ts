/** Kysely table types, one per migration table, by subject (tables/). Keep in step with migrations/*.sql. */
import type { AccountTables } from './tables/account';
import type { CatalogueTables } from './tables/catalogue';
import type { CompanyTables } from './tables/company';
import type { EngagementTables } from './tables/engagement';
import type { ImportTables } from './tables/imports';
import type { PaymentTables } from './tables/payments';
import type { ShowroomTables } from './tables/showrooms';
import type { TradeSyncTables } from './tables/trade-sync';
import type { WebsiteTables } from './tables/website';
import type { WorkingSetTables } from './tables/working-set';

export type * from './tables/account';
export type * from './tables/catalogue';
export type * from './tables/company';
export type * from './tables/engagement';
export type * from './tables/imports';
export type * from './tables/payments';
export type * from './tables/showrooms';
export type * from './tables/trade-sync';
export type * from './tables/website';
export type * from './tables/working-set';

/** Every table of the platform's migrations (areas add their own tables beside it, e.g. `DB & ChatTables`). */
export interface DB
  extends AccountTables,
    CompanyTables,
    CatalogueTables,
    ImportTables,
    WorkingSetTables,
    EngagementTables,
    ShowroomTables,
    TradeSyncTables,
    PaymentTables,
    WebsiteTables {}
