import { describe, expect, it } from 'vitest';
import { ROUTES } from '../packages/domain/src/routes';
import { buyerSession, signIn } from './harness';

/** A real address for each pattern: parameters filled with records the demo data has. */
function sampleAddress(pattern: string): string {
  if (pattern === '/xiaoniaolive/:type/:id') return '/xiaoniaolive/live/1';
  if (pattern === '/factoryRecommend/:type') return '/factoryRecommend/special';
  return pattern
    .replace(/:DataModule_id/, '1')
    .replace(/:id/, '1')
    .replace(/:type/, 'new');
}

const PLACEHOLDER = '该功能正在建设中，敬请期待';
const PAGE_FAILED = '页面加载失败';
/** After this many routes the tabs other than the current one are closed (each open tab keeps its page mounted). */
const CLOSE_TABS_EVERY = 10;
/** A screen's data has arrived when no request has been open for this long after it showed its content. */
const QUIET_MS = 150;

/** The screen shows text: some main area (a kept-alive page of a hidden tab has its own, shown nothing), or the
 * body of a screen without one. */
function screenShown(): boolean {
  const mains = [...document.querySelectorAll('main')];
  return (mains.length ? mains : [document.body]).some((element) => (element as HTMLElement).innerText.trim() !== '');
}

/**
 * Every route of the domain's route table, signed in as one demo role (a file per role, so the roles run in
 * parallel workers, each on its own server): each shows a real screen (a page title, a main area with content,
 * no error page, no placeholder, no uncaught error, no failed request). E2E_ROUTE_SHOTS=<dir> keeps a screenshot
 * of each as a baseline.
 */
export function routeSweep(phone: string, role: string) {
  const { signedOutPage: signedOutPageOf, baseUrl } = buyerSession();
  const shots = process.env.E2E_ROUTE_SHOTS;

  describe('every route of the route table shows a real screen', () => {
    it(`${role} (${phone})`, { timeout: 900_000 }, async () => {
      const page = await signedOutPageOf();
      await page.goto(`${baseUrl()}/login`);
      await signIn(page, phone, 'demo123456');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const problems: string[] = [];
      // Each request is charged to the route that was shown when it started.
      let current = '';
      const startedOn = new WeakMap<object, string>();
      let inFlight = 0;
      let lastChange = Date.now();
      const settle = () => {
        inFlight = Math.max(0, inFlight - 1);
        lastChange = Date.now();
      };
      page.on('request', (request) => {
        startedOn.set(request, current);
        inFlight += 1;
        lastChange = Date.now();
      });
      page.on('requestfinished', settle);
      page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
      page.on('requestfailed', (request) => {
        settle();
        const reason = request.failure()?.errorText ?? '';
        // A navigation away aborts the previous page's requests: not a failure of either page.
        if (!reason.includes('ERR_ABORTED'))
          problems.push(`${startedOn.get(request) ?? current}: request failed ${request.url()} ${reason}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500)
          problems.push(`${startedOn.get(response.request()) ?? current}: HTTP ${response.status()} ${response.url()}`);
      });
      /** Until no request has been open for QUIET_MS (at most 15 s: a screen that keeps polling is left so). */
      const quiet = async () => {
        const until = Date.now() + 15_000;
        for (;;) {
          const wait = inFlight > 0 ? 20 : lastChange + QUIET_MS - Date.now();
          if (wait <= 0 || Date.now() > until) return;
          await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)));
        }
      };
      /** What a route's screen shows wrong, after a navigation inside the app or a full page load. */
      const check = async (route: (typeof ROUTES)[number], address: string, full: boolean): Promise<string[]> => {
        const found: string[] = [];
        current = address;
        lastChange = Date.now();
        if (full) {
          // The stored tabs would keep every visited page mounted (kept alive): a reload starts without them.
          await page.evaluate(() => {
            for (const key of Object.keys(localStorage)) if (key.includes('tabBar')) localStorage.removeItem(key);
          });
          await page.goto(`${baseUrl()}${address}`, { waitUntil: 'domcontentloaded' });
        } else {
          // The router navigates as a press on a link does (no new page load to wait for).
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, address);
        }
        // The screen shows its content (its chunk has arrived and rendered), then its data arrives.
        await page.waitForFunction(screenShown, null, { timeout: 30_000 }).catch(() => undefined);
        await quiet();
        // A screen that sends the visitor elsewhere (an unlinked payment account to /Connectaccount) shows the
        // other screen once its data has arrived.
        if (!(await page.evaluate(screenShown))) {
          await page.waitForFunction(screenShown, null, { timeout: 30_000 }).catch(() => undefined);
          await quiet();
        }
        // innerText: only what is shown (a kept-alive page of a hidden tab, with its own main, counts nothing).
        const shown = await page.evaluate(() => {
          const text = (element: Element) => (element as HTMLElement).innerText.trim();
          const body = text(document.body);
          const mains = [...document.querySelectorAll('main')];
          return { title: document.title, body, main: mains.length ? mains.map(text).join('') : body };
        });
        if (!shown.title.trim()) found.push(`${address}: no page title`);
        if (!shown.main) found.push(`${address}: empty main area`);
        if (route.path !== '/errorPage' && shown.body.includes(PAGE_FAILED)) found.push(`${address}: error page`);
        if (shown.body.includes(PLACEHOLDER)) found.push(`${address}: placeholder screen`);
        return found;
      };
      /** The tab bar's 关闭其他 (on screens that have it): false when it could not be used. */
      const tabMenu = page.getByRole('button', { name: '标签操作' });
      const closeOtherTabs = async (): Promise<boolean> => {
        try {
          if (!(await tabMenu.isVisible())) return false;
          await tabMenu.click({ timeout: 10_000 });
          const item = page.getByRole('menuitem', { name: '关闭其他' });
          await item.click({ timeout: 10_000 });
          await item.waitFor({ state: 'detached', timeout: 10_000 });
          return true;
        } catch {
          await page.keyboard.press('Escape').catch(() => undefined);
          return false;
        }
      };
      let reload = true;
      for (const [i, route] of ROUTES.entries()) {
        const address = sampleAddress(route.path);
        // Every route by the app's own navigation in one page, from the first full load; what looks wrong after
        // a navigation is judged again on a full load of its own (what a visitor opening the address sees).
        let found = await check(route, address, reload);
        if (found.length && !reload) found = await check(route, address, true);
        reload = false;
        problems.push(...found);
        if (shots) {
          const file = `${shots}/${phone}${route.path.replace(/[/:]+/g, '_') || '_home'}.png`;
          await page.screenshot({ path: file });
        }
        // Keeps the pages mounted in the background few: 关闭其他, or else a full load of the next route.
        if (i % CLOSE_TABS_EVERY === CLOSE_TABS_EVERY - 1) reload = !(await closeOtherTabs());
      }
      // Requests the last screens started end before the verdict.
      await quiet();
      await page.close();
      expect(problems).toEqual([]);
    });
  });
}
