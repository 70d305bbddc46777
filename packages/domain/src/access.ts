/**
 * Who may read or change a record of the buyer's working set (§1, §6): the rule is written once here;
 * the server's access module turns it into SQL and into refusals, and its tests check both against it.
 */

/** §1, §6: a company's accounts: the main account, salespeople and administrators. */
export const USER_TYPE = { main: 0, salesperson: 1, admin: 2 } as const;

/**
 * How far a kind of record is shared:
 * - `own`: only the user who made it (follows, messages, comparison, search and browse history);
 * - `assigned`: a company's main account and administrators see the company's, a salesperson only the
 *   records assigned to them (carts, customers, quotations);
 * - `company`: everyone of the company (inquiries, supplements, find-sample requests, selection lists, the
 *   own product library and supplier factories).
 * A user without a company sees only their own records of every kind.
 */
export type RecordScope = 'own' | 'assigned' | 'company';

/** The record kinds of the working set and how far each is shared. */
export const RECORD_SCOPES = {
  cart: 'assigned',
  customer: 'assigned',
  choose: 'company',
  inquiry: 'company',
  supplement: 'company',
  find_sample: 'company',
  compare: 'own',
  follow: 'own',
  sys_message: 'own',
  point_log: 'own',
  search_log: 'own',
  browse_log: 'own',
  image_search_log: 'own',
  // company administration: quotations follow carts; the own product library and supplier factories are the company's
  quotation: 'assigned',
  company_product: 'company',
  supplier_factory: 'company',
} as const satisfies Record<string, RecordScope>;
export type RecordKind = keyof typeof RECORD_SCOPES;

/** The signed-in user as the access rule sees them (company 0: no company). */
export interface Accessor {
  userId: number;
  companyId: number;
  userType: number;
}

/** The owner fields of a record (company_id null: a record of a user without a company). */
export interface OwnedRecord {
  user_id: number;
  company_id: number | null;
}

/** §6: the main account and administrators see all of their company's records; a salesperson only theirs. */
export function seesCompanyRecords(userType: number): boolean {
  return userType === USER_TYPE.main || userType === USER_TYPE.admin;
}

/**
 * What a user's view of a kind of record is limited to: records of `company` (a company id; null: records
 * without a company; 'any': the company is not looked at) and, unless `userId` is null, of that user.
 */
export interface AccessFilter {
  company: number | null | 'any';
  userId: number | null;
}

export function accessFilter(user: Accessor, scope: RecordScope): AccessFilter {
  if (scope === 'own') return { company: 'any', userId: user.userId };
  if (user.companyId <= 0) return { company: null, userId: user.userId };
  if (scope === 'assigned' && !seesCompanyRecords(user.userType))
    return { company: user.companyId, userId: user.userId };
  return { company: user.companyId, userId: null };
}

/** Whether the user may read (and so change) the record. */
export function mayAccess(user: Accessor, record: OwnedRecord, scope: RecordScope): boolean {
  const filter = accessFilter(user, scope);
  if (filter.company !== 'any' && (record.company_id ?? null) !== filter.company) return false;
  return filter.userId === null || record.user_id === filter.userId;
}

/** Who a record made by this user belongs to: their company, or none. */
export const recordCompany = (user: Accessor): number | null => (user.companyId > 0 ? user.companyId : null);

/** What a user may do with a sample cart they can see. */
export interface CartRights {
  /** see it and its lines */
  view: boolean;
  /** rename, edit, delete it, change its lines: the owner alone */
  manage: boolean;
  /** hand it over to a colleague: the owner, or the company's main account and administrators */
  transfer: boolean;
}

/**
 * §4, §6: a cart belongs to its owner. The main account and administrators see colleagues' carts and may hand
 * them over to another colleague, but renaming, deleting or changing a colleague's cart is the owner's alone.
 */
export function cartRights(user: Accessor, cart: OwnedRecord): CartRights {
  const view = mayAccess(user, cart, RECORD_SCOPES.cart);
  const manage = view && cart.user_id === user.userId;
  const transfer = view && user.companyId > 0 && (manage || seesCompanyRecords(user.userType));
  return { view, manage, transfer };
}
