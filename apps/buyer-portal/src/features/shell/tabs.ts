import { loadUserLocal, onUserChange, saveUserLocal, withoutProduct } from '@wanju/app-shell';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  initialTabs,
  openTab,
  STORAGE_KEYS,
  type Tab,
  type TabsState,
  tabForPath,
} from '@wanju/domain';
import { proxy, snapshot } from 'valtio';
import { recordVisit } from './history';

const isTab = (v: unknown): v is Tab =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Tab).path === 'string' &&
  (v as Tab).path.startsWith('/') &&
  typeof (v as Tab).title === 'string';

const isTabsState = (v: unknown): v is TabsState =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as TabsState).tabs) &&
  (v as TabsState).tabs.every(isTab) &&
  typeof (v as TabsState).activePath === 'string';

/** Routes that are screens of their own rather than tabs of the root layout. */
const NOT_TABS = new Set(['/login', '/confirm', '/errorPage', '/Previewemail']);

/** §2 tab bar, stored locally as 'tabBar' (§3), for the signed-in user. */
export const tabsState = proxy<TabsState>(loadUserLocal(STORAGE_KEYS.tabBar, isTabsState) ?? initialTabs());

/** The last full location (with its query) of each tab, so returning to a tab keeps its filters. */
const lastLocation = new Map<string, string>();

// Another user signed in (or nobody): their own tabs, never the last user's.
onUserChange(() => {
  const next = loadUserLocal(STORAGE_KEYS.tabBar, isTabsState) ?? initialTabs();
  lastLocation.clear();
  tabsState.tabs = next.tabs;
  tabsState.activePath = next.activePath;
});

function commit(next: TabsState): void {
  tabsState.tabs = next.tabs;
  tabsState.activePath = next.activePath;
  saveUserLocal(STORAGE_KEYS.tabBar, next);
}

const current = (): TabsState => snapshot(tabsState) as TabsState;

/** Visiting a location opens (or activates) its tab. */
export function visitLocation(pathname: string, search: string): void {
  const tab = tabForPath(pathname);
  if (!tab || NOT_TABS.has(tab.path)) return;
  lastLocation.set(tab.path, pathname + search);
  // The product dialog (?toy=) is a view over the page, not a page of its own.
  const query = withoutProduct(search);
  recordVisit(query.size ? `${pathname}?${query}` : pathname, tab.title);
  commit(openTab(current(), tab));
}

/** Where a tab's press should go: its last location, or its path. */
export function tabLocation(path: string): string {
  return lastLocation.get(path) ?? path;
}

/** Closes one tab; returns where to navigate (or null to stay). */
export function closeOneTab(path: string): string | null {
  const result = closeTab(current(), path);
  lastLocation.delete(path);
  commit(result.state);
  return result.navigateTo ? tabLocation(result.navigateTo) : null;
}

export function closeOthers(path: string): void {
  commit(closeOtherTabs(current(), path));
}

export function closeAll(): void {
  commit(closeAllTabs(current()));
}
