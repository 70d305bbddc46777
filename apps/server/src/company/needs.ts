import type { Transaction } from 'kysely';
import type { DB } from '../platform/db/schema';
import { port } from '../platform/ports';

/**
 * What the company area needs from the areas above it, provided when the areas register (areas.ts): a leaving
 * member's records handed to a colleague, on the company's transaction, by the areas that own them.
 */

/** The member's customers, sample carts and selection lists (the working set); answers how many of each moved. */
export const handOverWorkingSet =
  port<
    (
      trx: Transaction<DB>,
      companyId: number,
      fromUserId: number,
      toUserId: number,
    ) => Promise<{ customers: number; carts: number; chooses: number }>
  >('handOverWorkingSet');

/** The member's quotations; answers how many moved. */
export const handOverQuotations =
  port<(trx: Transaction<DB>, companyId: number, fromUserId: number, toUserId: number) => Promise<number>>(
    'handOverQuotations',
  );
