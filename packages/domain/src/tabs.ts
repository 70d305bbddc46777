import { HOME_PATH, matchRoute, normalizePath, routeTitle } from './routes';

/** §2, §4: one tab of the tab bar. `path` is the full location path (with parameters filled in). */
export interface Tab {
  path: string;
  title: string;
}

/** §4: the tab bar. The home tab is always first and always present. */
export interface TabsState {
  tabs: Tab[];
  activePath: string;
}

/** §2: the home tab, always kept. */
export const HOME_TAB: Tab = { path: HOME_PATH, title: '首页' };

/** An empty tab bar: only home, active. */
export function initialTabs(): TabsState {
  return { tabs: [HOME_TAB], activePath: HOME_PATH };
}

const isHome = (path: string) => path === HOME_PATH || path === '/';

/** Puts the home tab first exactly once and removes duplicate paths (first wins). */
function withHome(tabs: readonly Tab[]): Tab[] {
  const seen = new Set<string>([HOME_PATH]);
  const rest: Tab[] = [];
  for (const t of tabs) {
    if (isHome(t.path) || seen.has(t.path)) continue;
    seen.add(t.path);
    rest.push(t);
  }
  return [HOME_TAB, ...rest];
}

/** §2: the tab for a location: its path and its route's title (null for an unknown route). */
export function tabForPath(location: string): Tab | null {
  const path = normalizePath(location);
  if (isHome(path)) return HOME_TAB;
  const title = routeTitle(path);
  return title ? { path, title } : null;
}

/**
 * §2, §4: visiting a route opens its tab (appended, or the existing one re-titled) and activates it.
 * Home stays first.
 */
export function openTab(state: TabsState, tab: Tab): TabsState {
  const path = normalizePath(tab.path);
  const tabs = withHome(state.tabs);
  if (isHome(path)) return { tabs, activePath: HOME_PATH };
  const i = tabs.findIndex((t) => t.path === path);
  if (i >= 0) tabs[i] = { path, title: tab.title };
  else tabs.push({ path, title: tab.title });
  return { tabs, activePath: path };
}

/** §4: true when closing this tab must first trigger a save (quotation detail, edit quotation). */
export function tabNeedsSave(path: string): boolean {
  return matchRoute(path)?.route.saveOnClose === true;
}

/** The outcome of closing a tab. */
export interface CloseTabResult {
  state: TabsState;
  /** where to navigate now, or null to stay */
  navigateTo: string | null;
  /** the closed tab asks for a save first (the caller saves, then applies `state`) */
  needsSave: boolean;
}

/**
 * §4: closing one tab. Home cannot be closed (no change). Closing the active tab activates the next
 * tab, or the previous one when it was last; closing the last tab goes to /index. Closing an inactive
 * tab stays where we are. A quotation-detail or edit-quotation tab reports needsSave.
 */
export function closeTab(state: TabsState, path: string): CloseTabResult {
  const target = normalizePath(path);
  const tabs = withHome(state.tabs);
  const i = tabs.findIndex((t) => t.path === target);
  if (isHome(target) || i < 0)
    return { state: { tabs, activePath: state.activePath }, navigateTo: null, needsSave: false };
  const needsSave = tabNeedsSave(target);
  const remaining = tabs.filter((_, k) => k !== i);
  if (state.activePath !== target) {
    return { state: { tabs: remaining, activePath: state.activePath }, navigateTo: null, needsSave };
  }
  // The next tab takes index i; if the closed one was last, the previous one (home at worst).
  const next = remaining[i] ?? remaining[i - 1] ?? HOME_TAB;
  return { state: { tabs: remaining, activePath: next.path }, navigateTo: next.path, needsSave };
}

/** §4: close all leaves only home, active. */
export function closeAllTabs(_state?: TabsState): TabsState {
  return initialTabs();
}

/** §4: close others leaves home and the given tab (active). An unknown path leaves only home. */
export function closeOtherTabs(state: TabsState, path: string): TabsState {
  const target = normalizePath(path);
  const keep = withHome(state.tabs).filter((t) => t.path === HOME_PATH || t.path === target);
  return { tabs: keep, activePath: keep.some((t) => t.path === target) ? target : HOME_PATH };
}

/** §4: the tabs that ask for a save before close-all / close-others removes them. */
export function tabsNeedingSave(tabs: readonly Tab[], keepPath?: string): Tab[] {
  return tabs.filter((t) => t.path !== keepPath && tabNeedsSave(t.path));
}

/** §2: whether a tab's page keeps its state while another tab shows (discounted purchase orders and factory detail do not). */
export function isKeptAlive(path: string): boolean {
  const p = normalizePath(path);
  if (isHome(p)) return true;
  return matchRoute(p)?.route.keepAlive === true;
}
