import { proxy } from 'valtio';

/** One visited location of this session (the history dialog's pages; the server keeps product views). */
export interface Visit {
  location: string;
  title: string;
  at: number;
}

const MAX_VISITS = 20;

/** §2 history dialog: whether it is open, and the pages visited in this session, newest first. */
export const historyState = proxy<{ open: boolean; visits: Visit[] }>({ open: false, visits: [] });

export function recordVisit(location: string, title: string): void {
  const rest = historyState.visits.filter((v) => v.location !== location);
  historyState.visits = [{ location, title, at: Date.now() }, ...rest].slice(0, MAX_VISITS);
}

export function setHistoryOpen(open: boolean): void {
  historyState.open = open;
}
