import { api } from '@wanju/api-client';
import { headerUser, lazyPage, PRODUCT_PARAM, withQuery } from '@wanju/app-shell';
import { guardRoute, pageTitle, usageLogRecord, validateSearchLogin } from '@wanju/domain';
import { AppHeader, Drawer, IconButton, TabBar, ToastRegion, toast, type UserMenuAction } from '@wanju/ui';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageBoundary } from '../../app/PageBoundary';
import { client, navigation, publicConfig, session, sessionState, logout as signOut } from '../../app/session';
import { chatState, startChat } from '../chat/chatStore';
import { useUnreadCount } from '../messages/unreadStore';
import { HeaderSearch } from '../search/HeaderSearch';
import { errorPagePath } from './errorPath';
import { FreeLimitHost } from './FreeLimitHost';
import { useFullscreen } from './fullscreen';
import { HotKeywordsView } from './HotKeywordsView';
import { historyState, setHistoryOpen } from './history';
import { KeepAliveOutlet } from './KeepAlive';
import * as styles from './Layout.css';
import { SHELL_TEXT } from './messages';
import { type NavGroup, navActivePath, navGroupsFor } from './navMenu';
import { shellPrefs } from './prefs';
import { closeAll, closeOneTab, closeOthers, tabLocation, tabsState, visitLocation } from './tabs';
import { frequentPages, recordPageOpened, useHotKeywords, usePendingTip, useUserSync } from './userSync';

// What only a signed-in user sees loads with the first signed-in screen, not with the signed-out home.
const CartWidgets = lazyPage(() => import('../cart/CartWidgets').then((m) => m.CartWidgets));
const ChatWindow = lazyPage(() => import('../chat/ChatWindow').then((m) => m.ChatWindow));
const AddToQuotationHost = lazyPage(() => import('../quotations/AddToQuotationHost').then((m) => m.AddToQuotationHost));
const QuotationMenu = lazyPage(() => import('../quotations/QuotationMenu').then((m) => m.QuotationMenu));
const NavMenuView = lazyPage(() => import('./NavMenuView').then((m) => m.NavMenuView));
const NewFuncTipView = lazyPage(() => import('./NewFuncTipView').then((m) => m.NewFuncTipView));
const SideTools = lazyPage(() => import('./SideTools').then((m) => m.SideTools));
const ZoomHost = lazyPage(() => import('./ZoomHost').then((m) => m.ZoomHost));
const HistoryHost = lazyPage(() => import('./HistoryHost').then((m) => m.HistoryHost));
const ProductDetailHost = lazyPage(() => import('../product/ProductDetailHost').then((m) => m.ProductDetailHost));

const MENU_ROUTES: Partial<Record<UserMenuAction, string>> = {
  points: '/integral',
  settings: '/settings',
  help: '/help',
};

/** The root layout (§2): header with search, the tab bar, the routing guard, page title and the usage log. */
/** Whether the signed-in user operates a hall (the menu then offers its management); asked once per sign-in. */
function useShowroomOperator(signedIn: boolean): boolean {
  const [operator, setOperator] = useState(false);
  useEffect(() => {
    setOperator(false);
    if (!signedIn) return;
    let live = true;
    client
      .call(api.showroomOperator.getInfo, {}, { silent: true })
      .then(() => live && setOperator(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn]);
  return operator;
}

export function Layout() {
  const { token, user } = useSnapshot(sessionState);
  const tabs = useSnapshot(tabsState);
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const guard = guardRoute({ to: location.pathname, token, user });
  const [isFullscreen, setFullscreen] = useFullscreen();
  const history = useSnapshot(historyState);
  const systemUnread = useUnreadCount(Boolean(token));
  // §4: the header's count is the unread total: system notices plus the chats' unread messages.
  const { unread: chatUnread, serviceAgent } = useSnapshot(chatState);
  const showroomOperator = useShowroomOperator(Boolean(token));
  const unreadCount = systemUnread + chatUnread.platform + chatUnread.website + chatUnread.colleague;
  // The live socket for chat and notices while signed in (the bell's count moves without a reload).
  useEffect(() => (token ? startChat() : undefined), [token]);
  const [menuOpen, setMenuOpen] = useState(false);
  useUserSync();
  const { lang } = useSnapshot(shellPrefs);
  const hotKeywords = useHotKeywords();
  const pendingTip = usePendingTip();
  // The menu's 常用 group: the pages this user opens most (get_order), read when the menu opens.
  const [frequent, setFrequent] = useState<NavGroup['items']>([]);
  useEffect(() => {
    if (menuOpen) void frequentPages().then(setFrequent, () => undefined);
  }, [menuOpen]);
  const { error: serverUnreachable } = useSnapshot(publicConfig);
  const allowed = !(guard.redirect && guard.redirect !== location.pathname);

  useEffect(() => {
    navigation.goHome = () => navigate('/', { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (guard.clearUserInfo && user) session.set(null);
  }, [guard.clearUserInfo, user]);
  // The start-up config could not be read, or the browser went offline: the error page says so and
  // offers a retry of the page the user was on.
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (serverUnreachable && location.pathname !== '/errorPage')
      navigate(errorPagePath('network', here), { replace: true });
  }, [serverUnreachable, location.pathname, here, navigate]);
  useEffect(() => {
    const offline = () => {
      if (window.location.pathname !== '/errorPage')
        navigate(errorPagePath('network', `${window.location.pathname}${window.location.search}`));
    };
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, [navigate]);
  useEffect(() => {
    document.title = pageTitle(location.pathname);
  }, [location.pathname]);
  useEffect(() => {
    if (allowed && token) visitLocation(location.pathname, location.search);
  }, [allowed, token, location.pathname, location.search]);
  useEffect(() => {
    if (allowed && token) recordPageOpened(location.pathname);
  }, [allowed, token, location.pathname]);

  // §2, §7: leaving a page records its usage log (func_module, enter_time, exit_time).
  const entered = useRef({ path: location.pathname, at: new Date() });
  useEffect(() => {
    const previous = entered.current;
    if (previous.path === location.pathname) return;
    const now = new Date();
    entered.current = { path: location.pathname, at: now };
    const record = usageLogRecord(previous.path, previous.at, now);
    if (record && sessionState.token) {
      void client
        .call(
          api.log.userBrowseFuncLog,
          {
            func_module: record.func_module,
            enter_time: Math.floor(previous.at.getTime() / 1000),
            exit_time: Math.floor(now.getTime() / 1000),
          },
          { silent: true },
        )
        .catch(() => undefined);
    }
  }, [location.pathname]);

  if (!allowed && guard.redirect) return <Navigate to={guard.redirect} replace />;

  const logout = async () => {
    await signOut();
    navigate('/', { replace: true });
  };
  const menuAction = (action: UserMenuAction) => {
    if (action === 'clearCache') {
      closeAll();
      toast.success(SHELL_TEXT.cacheCleared);
      navigate('/index');
      return;
    }
    const to = MENU_ROUTES[action];
    if (to) navigate(to);
  };

  return (
    <>
      <AppHeader
        user={headerUser(user)}
        onLogin={() => navigate('/login')}
        onRegister={() => navigate('/login?mode=register')}
        onLogout={logout}
        onUserMenuAction={menuAction}
        onLogoPress={() => navigate('/')}
        onHistory={() => setHistoryOpen(true)}
        isFullscreen={isFullscreen}
        onFullscreenChange={setFullscreen}
        actions={
          token ? (
            <Suspense fallback={null}>
              <QuotationMenu />
              <CartWidgets />
            </Suspense>
          ) : undefined
        }
        unreadCount={unreadCount}
        onBell={() => navigate('/sys_func')}
      >
        <div className={styles.searchColumn}>
          <HeaderSearch />
          <HotKeywordsView
            keywords={hotKeywords}
            onPick={(keyword) => {
              const needLogin = validateSearchLogin(token);
              if (needLogin) {
                toast.info(needLogin);
                navigate('/login');
                return;
              }
              navigate(withQuery('/sample_list', { keyword }));
            }}
          />
        </div>
      </AppHeader>
      {token && (
        <div className={styles.tabRow}>
          <IconButton
            className={styles.menuButton}
            label={SHELL_TEXT.openMenu}
            icon={<MenuIcon size={18} />}
            onPress={() => setMenuOpen(true)}
          />
          <TabBar
            className={styles.tabBar}
            tabs={tabs.tabs}
            activePath={tabs.activePath}
            onSelect={(path) => navigate(tabLocation(path))}
            onClose={(path) => {
              const to = closeOneTab(path);
              if (to) navigate(to);
            }}
            onCloseOthers={() => closeOthers(tabs.activePath)}
            onCloseAll={() => {
              closeAll();
              navigate('/index');
            }}
          />
          <div className={styles.desktopOnly}>
            <Suspense fallback={null}>
              <ZoomHost />
            </Suspense>
          </div>
        </div>
      )}
      {token && pendingTip && (
        <Suspense fallback={null}>
          <NewFuncTipView
            title={pendingTip.tip.title}
            text={pendingTip.tip.text}
            onOpen={() => {
              pendingTip.close();
              navigate(pendingTip.tip.route);
            }}
            onClose={pendingTip.close}
          />
        </Suspense>
      )}
      <main className={token ? styles.withToolbar : undefined}>
        {/* A change of language renders every open page again (names come in the new language). */}
        <KeepAliveOutlet key={lang} openPaths={tabs.tabs.map((t) => t.path)} />
        {params.has(PRODUCT_PARAM) && (
          <PageBoundary key={location.pathname}>
            <Suspense fallback={null}>
              <ProductDetailHost />
            </Suspense>
          </PageBoundary>
        )}
      </main>
      {token && (
        <Drawer placement="left" width={560} title={SHELL_TEXT.menu} isOpen={menuOpen} onOpenChange={setMenuOpen}>
          {({ close }) => (
            <Suspense fallback={null}>
              <NavMenuView
                groups={
                  frequent.length
                    ? [
                        { id: 'frequent', title: SHELL_TEXT.frequent, items: frequent },
                        ...navGroupsFor(user, { serviceAgent, showroomOperator }),
                      ]
                    : navGroupsFor(user, { serviceAgent, showroomOperator })
                }
                activePath={navActivePath(location.pathname)}
                onNavigate={(path) => {
                  close();
                  navigate(path);
                }}
              />
            </Suspense>
          )}
        </Drawer>
      )}
      {token && (
        <Suspense fallback={null}>
          <SideTools />
          <ChatWindow />
          <AddToQuotationHost />
        </Suspense>
      )}
      {token && history.open && (
        <Suspense fallback={null}>
          <HistoryHost />
        </Suspense>
      )}
      <FreeLimitHost />
      <ToastRegion />
    </>
  );
}
