import { lazyPage, page } from '@wanju/app-shell';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { ConsoleShell } from '../features/shell/ConsoleShell';
import { SHELL_TEXT } from '../features/shell/messages';

const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));
const RequestsPage = lazyPage(() => import('../features/desk/DeskContainers').then((m) => m.ReceivedRequests));
const FindSampleDesk = lazyPage(() => import('../features/desk/DeskContainers').then((m) => m.FindSampleDesk));
const ChatTab = lazyPage(() => import('../features/chat/ChatTab').then((m) => m.ChatTab));
const CompanyPage = lazyPage(() => import('../features/company/CompanyPage').then((m) => m.CompanyPage));
const StaffPage = lazyPage(() => import('../features/staff/StaffPage').then((m) => m.StaffPage));
const ProductsPage = lazyPage(() => import('../features/products/ProductsPage').then((m) => m.ProductsPage));
const StockPage = lazyPage(() => import('../features/products/ProductsPage').then((m) => m.StockPage));
const ImportPage = lazyPage(() => import('../features/import/ImportPage').then((m) => m.ImportPage));

/** One screen of the console: its path, its navigation label and what it shows. */
export interface ConsoleScreen {
  path: string;
  label: string;
  element: ReactNode;
}

/** The console's own screens, in navigation order. */
const SCREENS: ConsoleScreen[] = [
  { path: '/', label: SHELL_TEXT.dashboard, element: <DashboardPage /> },
  { path: '/inquiries', label: SHELL_TEXT.inquiries, element: <RequestsPage kind="inquiry" /> },
  { path: '/supplements', label: SHELL_TEXT.supplements, element: <RequestsPage kind="supplement" /> },
  { path: '/find-samples', label: SHELL_TEXT.findSamples, element: <FindSampleDesk /> },
  { path: '/chat', label: SHELL_TEXT.messages, element: <ChatTab /> },
  { path: '/company', label: SHELL_TEXT.company, element: <CompanyPage /> },
  { path: '/staff', label: SHELL_TEXT.staff, element: <StaffPage /> },
];

/** The factory's products, their stock and the batch import (features/products, features/import). */
const LISTINGS_SCREENS: ConsoleScreen[] = [
  { path: '/products', label: SHELL_TEXT.products, element: <ProductsPage /> },
  { path: '/stock', label: SHELL_TEXT.stock, element: <StockPage /> },
  { path: '/import', label: SHELL_TEXT.import, element: <ImportPage /> },
];

const [home, ...rest] = SCREENS as [ConsoleScreen, ...ConsoleScreen[]];
/** Navigation order: the dashboard, products and import, then requests, chat, company and staff. */
export const CONSOLE_SCREENS: ConsoleScreen[] = [home, ...LISTINGS_SCREENS, ...rest];

// Declarative routing (BrowserRouter + useRoutes): the data router's loaders, actions and fetchers are not
// used, and leaving them out keeps about two thirds of react-router off the first screen.
const ROUTE_TABLE = [
  {
    path: '/',
    element: <ConsoleShell screens={CONSOLE_SCREENS} />,
    children: [
      ...CONSOLE_SCREENS.map((s) =>
        s.path === '/'
          ? { index: true, element: page(s.element) }
          : { path: s.path.slice(1), element: page(s.element) },
      ),
      // A product's editor has its own address (the new-product form: /products/new), so back returns.
      { path: 'products/:id', element: page(<ProductsPage />) },
      { path: '*', element: page(home.element) },
    ],
  },
];

function Routes() {
  return useRoutes(ROUTE_TABLE);
}

/** The signed-in console: its router and screens (a chunk of its own: the sign-in screen does not download it). */
export function ConsoleRoutes() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <Routes />
    </BrowserRouter>
  );
}
