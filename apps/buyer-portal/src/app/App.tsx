import { lazyPage, PageBoundary, page } from '@wanju/app-shell';
import { ROUTES, SHOWROOM_ROUTES } from '@wanju/domain';
import { UiRoot } from '@wanju/ui';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { SECTION_ROUTES } from '../features/catalogue/sections';
import { ComingSoonView } from '../features/shell/PageStatus';

// The platform's layout (header, search, tabs, menu) is a chunk of its own: the customer's bare pages
// (/confirm, /chooseShare) do not download it.
const Layout = lazyPage(() => import('../features/shell/Layout').then((m) => m.Layout));
const HomePage = lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage));
const LoginPage = lazyPage(() => import('../features/login/LoginPage').then((m) => m.LoginPage));
const SectionPage = lazyPage(() => import('../features/catalogue/SectionPage').then((m) => m.SectionPage));
const FactoryListPage = lazyPage(() => import('../features/factory/FactoryListPage').then((m) => m.FactoryListPage));
const FactoryDetailPage = lazyPage(() =>
  import('../features/factory/FactoryDetailPage').then((m) => m.FactoryDetailPage),
);

const ImageSearchPage = lazyPage(() =>
  import('../features/imageSearch/ImageSearchPage').then((m) => m.ImageSearchPage),
);
const AreaListPage = lazyPage(() => import('../features/areas/AreaPages').then((m) => m.AreaListPage));
const AreaPage = lazyPage(() => import('../features/areas/AreaPages').then((m) => m.AreaPage));
const ContentPage = lazyPage(() => import('../features/content/ContentPages').then((m) => m.ContentPage));
const HistoryPage = lazyPage(() => import('../features/content/ContentPages').then((m) => m.HistoryPage));
const HelpPage = lazyPage(() => import('../features/help/HelpPages').then((m) => m.HelpPage));
const LawPage = lazyPage(() => import('../features/help/HelpPages').then((m) => m.LawPage));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage));
const SampleCarPage = lazyPage(() => import('../features/sampleCar/SampleCarPage').then((m) => m.SampleCarPage));
const ChatPage = lazyPage(() => import('../features/chat/ChatContainer').then((m) => m.ChatPage));
const ServiceDeskPage = lazyPage(() => import('../features/chat/ServiceDeskPage').then((m) => m.ServiceDeskPage));
const ComparePage = lazyPage(() => import('../features/compare/ComparePage').then((m) => m.ComparePage));
const InquiryPage = lazyPage(() => import('../features/inquiry/InquiryPage').then((m) => m.InquiryPage));
const SupplementPage = lazyPage(() => import('../features/supplement/SupplementPage').then((m) => m.SupplementPage));
const SupplementDetailPage = lazyPage(() =>
  import('../features/supplement/SupplementDetailPage').then((m) => m.SupplementDetailPage),
);
const ChoosesPage = lazyPage(() => import('../features/chooses/ChoosesPage').then((m) => m.ChoosesPage));
const CustomersPage = lazyPage(() => import('../features/customers/CustomersPage').then((m) => m.CustomersPage));
const CompanyDisplayPage = lazyPage(() =>
  import('../features/company/CompanyDisplayPage').then((m) => m.CompanyDisplayPage),
);
const MemberPage = lazyPage(() => import('../features/company/MemberPage').then((m) => m.MemberPage));
const ProductLibraryPage = lazyPage(() => import('../features/company/LibraryPages').then((m) => m.ProductLibraryPage));
const SupplierFactoriesPage = lazyPage(() =>
  import('../features/company/LibraryPages').then((m) => m.SupplierFactoriesPage),
);
const BatchImportProductPage = lazyPage(() =>
  import('../features/batchImport/BatchImportPages').then((m) => m.BatchImportProductPage),
);
const BatchImportImagesPage = lazyPage(() =>
  import('../features/batchImport/BatchImportPages').then((m) => m.BatchImportImagesPage),
);
const FindSampleListPage = lazyPage(() =>
  import('../features/findSample/FindSamplePages').then((m) => m.FindSampleListPage),
);
const FindSampleDetailPage = lazyPage(() =>
  import('../features/findSample/FindSamplePages').then((m) => m.FindSampleDetailPage),
);
const ChooseDetailPage = lazyPage(() => import('../features/chooses/ChooseDetailPage').then((m) => m.ChooseDetailPage));
const SharedChoosePage = lazyPage(() => import('../features/chooses/SharedChoosePage').then((m) => m.SharedChoosePage));

const QuotationListPage = lazyPage(() =>
  import('../features/quotations/QuotationListPage').then((m) => m.QuotationListPage),
);
const QuotationEditPage = lazyPage(() =>
  import('../features/quotations/QuotationEditPage').then((m) => m.QuotationEditPage),
);
const MailManagementPage = lazyPage(() =>
  import('../features/quotations/MailManagementPage').then((m) => m.MailManagementPage),
);
const PreviewEmailPage = lazyPage(() =>
  import('../features/quotations/PreviewEmailPage').then((m) => m.PreviewEmailPage),
);
const ErrorPage = lazyPage(() => import('../features/shell/ErrorPage').then((m) => m.ErrorPage));
const ConfirmPage = lazyPage(() => import('../features/quotations/ConfirmPage').then((m) => m.ConfirmPage));

const ShowroomHubPage = lazyPage(() => import('../features/showroom/ShowroomPages').then((m) => m.ShowroomHubPage));
const NamedShowroomPage = lazyPage(() => import('../features/showroom/ShowroomPages').then((m) => m.NamedShowroomPage));
const ExhibitionPage = lazyPage(() => import('../features/showroom/ShowroomPages').then((m) => m.ExhibitionPage));
const ExhibitionBoothPage = lazyPage(() =>
  import('../features/showroom/ShowroomPages').then((m) => m.ExhibitionBoothPage),
);
const OperatorPage = lazyPage(() => import('../features/showroom/ShowroomPages').then((m) => m.OperatorPage));
const VisitorListPage = lazyPage(() => import('../features/showroom/VisitorListPage').then((m) => m.VisitorListPage));

/** Content routes (their endpoints live in the lazy ContentPages chunk). */
const CONTENT_PATHS = ['/xiaoniaolive', '/video_zone', '/trend', '/logistics', '/purchaseList', '/file'];

// Browsing routes: follows, messages, points, IP zone, licences, activities, live player, purchase detail, 3D.
const FollowPage = lazyPage(() => import('../features/follow/FollowPage').then((m) => m.FollowPage));
const MessagesPage = lazyPage(() => import('../features/messages/MessagesPage').then((m) => m.MessagesPage));
const PointsPage = lazyPage(() => import('../features/points/PointsPage').then((m) => m.PointsPage));
const IpZonePage = lazyPage(() => import('../features/ip/IpZonePage').then((m) => m.IpZonePage));
const LicensePage = lazyPage(() => import('../features/license/LicensePage').then((m) => m.LicensePage));
const ActivityPage = lazyPage(() => import('../features/activity/ActivityPage').then((m) => m.ActivityPage));
const LivePlayerPage = lazyPage(() => import('../features/live/LivePlayerPage').then((m) => m.LivePlayerPage));
const PurchaseDetailPage = lazyPage(() =>
  import('../features/purchase/PurchaseDetailPage').then((m) => m.PurchaseDetailPage),
);
const Toy3dPage = lazyPage(() => import('../features/toy3d/Toy3dPage').then((m) => m.Toy3dPage));
const TradeSystemPage = lazyPage(() => import('../features/trade-sync/TradeSystemPage').then((m) => m.TradeSystemPage));
const ConnectAccountPage = lazyPage(() =>
  import('../features/payments/PaymentsPages').then((m) => m.ConnectAccountPage),
);
const CollectionManagePage = lazyPage(() =>
  import('../features/payments/PaymentsPages').then((m) => m.CollectionManagePage),
);
const CollectionPage = lazyPage(() => import('../features/payments/PaymentsPages').then((m) => m.CollectionPage));
const ContractListPage = lazyPage(() => import('../features/payments/PaymentsPages').then((m) => m.ContractListPage));
const AddContractPage = lazyPage(() => import('../features/payments/PaymentsPages').then((m) => m.AddContractPage));
const SandboxConsolePage = lazyPage(() =>
  import('../features/payments/PaymentsPages').then((m) => m.SandboxConsolePage),
);

const ExcelAssistantPage = lazyPage(() =>
  import('../features/ai-assistant/ExcelAssistantPage').then((m) => m.ExcelAssistantPage),
);
const QaPage = lazyPage(() => import('../features/ai-assistant/QaPage').then((m) => m.QaPage));

// The company website's admin.
const websitePages = () => import('../features/website/WebsitePages');
const WebsiteListPage = lazyPage(() => websitePages().then((m) => m.WebsiteListPage));
const CompanyWebsitePage = lazyPage(() => websitePages().then((m) => m.CompanyWebsitePage));
const SiteSettingsPage = lazyPage(() => websitePages().then((m) => m.SiteSettingsPage));
const NewsTrendsPage = lazyPage(() => websitePages().then((m) => m.NewsTrendsPage));
const AccessRequestPage = lazyPage(() => websitePages().then((m) => m.AccessRequestPage));
const SampleListPage = lazyPage(() => websitePages().then((m) => m.SampleListPage));
const SampleListDetailPage = lazyPage(() => websitePages().then((m) => m.SampleListDetailPage));
const CustomerIndentPage = lazyPage(() => websitePages().then((m) => m.CustomerIndentPage));
const CustomerOrderPage = lazyPage(() => websitePages().then((m) => m.CustomerOrderPage));
const BrowseRecordsPage = lazyPage(() => websitePages().then((m) => m.BrowseRecordsPage));
const LoginRecordPage = lazyPage(() => websitePages().then((m) => m.LoginRecordPage));
const StatisticsPage = lazyPage(() => websitePages().then((m) => m.StatisticsPage));
const CutoutPage = lazyPage(() => import('../features/ai-pictures/AiPicturePages').then((m) => m.CutoutPage));
const SmartCropPage = lazyPage(() => import('../features/ai-pictures/AiPicturePages').then((m) => m.SmartCropPage));
const RemovePage = lazyPage(() => import('../features/ai-pictures/AiPicturePages').then((m) => m.RemovePage));
const PosterPage = lazyPage(() => import('../features/ai-pictures/AiPicturePages').then((m) => m.PosterPage));

/** The screen of each route of the domain's table; a route without one shows 'coming soon'. */
const SCREENS: Record<string, ReactNode> = {
  '/index': <HomePage />,
  '/login': <LoginPage />,
  ...Object.fromEntries(Object.keys(SECTION_ROUTES).map((path) => [path, <SectionPage key={path} path={path} />])),
  '/factory_list': <FactoryListPage />,
  '/taxpayer': <FactoryListPage taxpayer />,
  '/factory_detail': <FactoryDetailPage />,
  '/factory_detail/:id': <FactoryDetailPage />,
  '/factory_detail/:id/:DataModule_id': <FactoryDetailPage />,
  '/imageSearch': <ImageSearchPage />,
  '/toy_area': <AreaListPage />,
  '/toy_area/:id': <AreaPage />,
  '/parcourir': <HistoryPage />,
  '/follow': <FollowPage />,
  '/sys_func': <MessagesPage />,
  '/messages': <ChatPage />,
  '/service_desk': <ServiceDeskPage />,
  '/integral': <PointsPage />,
  '/toy_ip': <IpZonePage />,
  '/License': <LicensePage />,
  '/factoryRecommend/:type': <ActivityPage />,
  '/xiaoniaolive/:type/:id': <LivePlayerPage />,
  '/purchaseDetails': <PurchaseDetailPage />,
  '/toy3d': <Toy3dPage />,
  '/help': <HelpPage />,
  '/law': <LawPage />,
  '/settings': <SettingsPage />,
  '/sample_car': <SampleCarPage />,
  '/contrast': <ComparePage />,
  '/inquiry': <InquiryPage />,
  '/supplement': <SupplementPage />,
  '/supplement/:id': <SupplementDetailPage />,
  '/chooses': <ChoosesPage />,
  '/customer_management': <CustomersPage />,
  '/company': <CompanyDisplayPage />,
  '/oldCompany': <CompanyDisplayPage legacy />,
  '/member': <MemberPage />,
  '/product_management': <ProductLibraryPage />,
  '/factory_management': <SupplierFactoriesPage />,
  '/batch_import_product': <BatchImportProductPage />,
  '/batch_import_images': <BatchImportImagesPage />,
  '/toy_search': <FindSampleListPage />,
  '/toy_search_details/:id': <FindSampleDetailPage />,
  '/chooseDetails/:id': <ChooseDetailPage />,
  '/chooseShare': <SharedChoosePage />,
  '/CompanyQuotation': <QuotationListPage />,
  '/quotation_list': <QuotationListPage kind="showroom" />,
  '/CompanyQuotationDetail': <QuotationEditPage />,
  '/edit_quotation/:id': <QuotationEditPage />,
  '/emaliManagement': <MailManagementPage />,
  '/Previewemail': <PreviewEmailPage />,
  '/errorPage': <ErrorPage />,
  ...Object.fromEntries(CONTENT_PATHS.map((path) => [path, <ContentPage key={path} path={path} />])),
  ...Object.fromEntries(SHOWROOM_ROUTES.map((r) => [r.path, <NamedShowroomPage key={r.path} />])),
  '/showroom': <ShowroomHubPage />,
  '/showroom_manage': <OperatorPage />,
  '/onlineExhibition': <ExhibitionPage key="online" />,
  '/ShenzhenExhibition': <ExhibitionPage key="shenzhen" />,
  '/onlineExhibition/:boothId': <ExhibitionBoothPage />,
  '/ShenzhenExhibition/:boothId': <ExhibitionBoothPage />,
  '/kioskList': <VisitorListPage />,
  '/trade_system': <TradeSystemPage />,
  '/Connectaccount': <ConnectAccountPage />,
  '/collectionManage': <CollectionManagePage />,
  '/collection': <CollectionPage />,
  '/contractList': <ContractListPage />,
  '/addContract': <AddContractPage />,
  '/payment_sandbox': <SandboxConsolePage />,
  '/excel': <ExcelAssistantPage />,
  '/xiaoniaoAIproblem': <QaPage />,
  '/websiteList': <WebsiteListPage />,
  '/company_website': <CompanyWebsitePage />,
  '/siteSettings': <SiteSettingsPage />,
  '/newsTrends': <NewsTrendsPage />,
  '/accessRequest': <AccessRequestPage />,
  '/sampleList': <SampleListPage />,
  '/sampleListDetail': <SampleListDetailPage />,
  '/customerIndent': <CustomerIndentPage />,
  '/customerOrder': <CustomerOrderPage />,
  '/browseRecords': <BrowseRecordsPage />,
  '/loginRecord': <LoginRecordPage />,
  '/statistics': <StatisticsPage />,
  '/cutout': <CutoutPage />,
  '/smartcrop': <SmartCropPage />,
  '/xiaoniaoAIremove': <RemovePage />,
  '/xiaoniaoAIaddImg': <PosterPage />,
};

/** Pages outside the platform layout: the customer's confirmation and shared-list pages have no header, search or tabs. */
const BARE_PATHS = new Set(['/confirm', '/chooseShare']);

// Declarative routing (BrowserRouter + useRoutes): the data router's loaders, actions and fetchers are not
// used, and leaving them out keeps most of react-router off every first screen.
const ROUTE_TABLE = [
  { path: '/confirm', element: page(<ConfirmPage />) },
  // The customer sees the sharing company's list, not the platform's header and search.
  { path: '/chooseShare', element: page(<SharedChoosePage />) },
  {
    path: '/',
    // A failure outside a page (the layout itself) still ends on the error page's retry, not a blank screen.
    element: <PageBoundary fallback={() => page(<ErrorPage reason="page" />)}>{page(<Layout />)}</PageBoundary>,
    children: [
      { index: true, element: page(<HomePage />) },
      ...ROUTES.filter((r) => r.path !== '/' && !BARE_PATHS.has(r.path)).map((r) => ({
        path: r.path.slice(1),
        element: page(SCREENS[r.path] ?? <ComingSoonView title={r.title} />),
      })),
      { path: '*', element: page(<HomePage />) },
    ],
  },
];

function Routes() {
  return useRoutes(ROUTE_TABLE);
}

export function App() {
  return (
    <UiRoot>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </UiRoot>
  );
}
