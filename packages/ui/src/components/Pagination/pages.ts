/** The page buttons to show: first, last, the current page ±siblings, and 'gap' where pages are skipped. */
export function pageItems(page: number, pageCount: number, siblings = 2): Array<number | 'gap'> {
  if (pageCount <= 0) return [];
  const total = siblings * 2 + 5;
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: Array<number | 'gap'> = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}
