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
