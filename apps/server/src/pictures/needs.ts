import type { ToyItem } from '@wanju/api-client';
import type { SearchKind } from '@wanju/domain';
import type { AppContext, SessionUser } from '../platform/http/context';
import { port } from '../platform/ports';

/**
 * What the image search needs from the areas above the pictures (the catalogue's products, a sample cart's
 * lines, the search quota and log), provided when the areas register (areas.ts): the pictures area, which every
 * area uses for its stored files, imports none of them.
 */

/** The listed products whose main picture is one of these. */
export const productsByMainPicture =
  port<(ctx: AppContext, hashes: readonly string[]) => Promise<{ picture: string; item: ToyItem }[]>>(
    'productsByMainPicture',
  );

/** Counts a search against the user's free quota; answers whether it counted. */
export const chargeSearch =
  port<
    (
      ctx: AppContext,
      user: SessionUser,
      search: { kind: SearchKind; query?: string; page?: number },
    ) => Promise<boolean>
  >('chargeSearch');

/** Records a search in the search log. */
export const logSearch =
  port<
    (
      ctx: AppContext,
      user: SessionUser,
      entry: { kind: string; query: string; result_count: number; counted: boolean },
    ) => Promise<void>
  >('logSearch');

/** A sample cart's lines (the products a search may be limited to). */
export const cartPage =
  port<
    (ctx: AppContext, user: SessionUser, input: { customer_pick_id?: number }) => Promise<{ list: { id: number }[] }>
  >('cartPage');
