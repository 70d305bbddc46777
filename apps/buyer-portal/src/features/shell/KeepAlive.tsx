import { isKeptAlive, tabForPath } from '@wanju/domain';
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router-dom';
import { PageBoundary } from '../../app/PageBoundary';
import * as styles from './Layout.css';

type LocationValue = React.ContextType<typeof LocationContext>;

interface Entry {
  element: ReactNode;
  /** The location the page last had: a hidden page keeps reading it, not the visible tab's. */
  location: LocationValue;
  scrollY: number;
}

const PageActiveContext = createContext(true);

/** False while the page sits in a hidden tab (pages with window listeners, such as paste, skip them). */
export const usePageActive = () => useContext(PageActiveContext);

const keyOf = (pathname: string) => tabForPath(pathname)?.path ?? pathname;

/**
 * §2 tabs: each open tab's page stays mounted while another shows, so its state (filters, loaded pages,
 * scroll) survives switching back, except the routes the domain marks not kept alive. A closed tab's page
 * is dropped. The window's scroll position is kept per tab.
 */
export function KeepAliveOutlet({ openPaths }: { openPaths: readonly string[] }) {
  const outlet = useOutlet();
  const location = useLocation();
  const locationValue = useContext(LocationContext);
  const cache = useRef(new Map<string, Entry>());
  const activeRef = useRef<string | null>(null);
  const active = keyOf(location.pathname);
  const entries = cache.current;

  // Leaving a page: remember its scroll, or drop it when it is not kept alive.
  const previous = activeRef.current;
  if (previous && previous !== active) {
    const entry = entries.get(previous);
    if (entry) entry.scrollY = typeof window === 'undefined' ? 0 : window.scrollY;
    if (!isKeptAlive(previous)) entries.delete(previous);
  }
  const open = new Set(openPaths);
  for (const key of [...entries.keys()]) if (key !== active && !open.has(key)) entries.delete(key);
  entries.set(active, { element: outlet, location: locationValue, scrollY: entries.get(active)?.scrollY ?? 0 });

  useLayoutEffect(() => {
    if (activeRef.current === active) return;
    activeRef.current = active;
    window.scrollTo(0, entries.get(active)?.scrollY ?? 0);
  }, [active, entries]);

  return (
    <>
      {[...entries].map(([key, entry]) => {
        const shown = key === active;
        return (
          <div key={key} className={shown ? undefined : styles.hiddenPage} inert={!shown} data-tab-page={key}>
            <PageActiveContext.Provider value={shown}>
              <LocationContext.Provider value={shown ? locationValue : entry.location}>
                <PageBoundary>{entry.element}</PageBoundary>
              </LocationContext.Provider>
            </PageActiveContext.Provider>
          </div>
        );
      })}
    </>
  );
}
