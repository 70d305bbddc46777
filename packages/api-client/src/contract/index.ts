import * as account from './account';
import { ai } from './ai';
import { content, file, gcc, home, hot, live, log } from './areas';
import { ASSISTANT_TOOLS, assistant } from './assistant';
import * as toy from './catalogue';
import { chat } from './chat';
import { company } from './company';
import { attention, liveDetail, points, sysMessage } from './engagement';
import { exportApi } from './export';
import * as factory from './factory';
import { IMPORT_TARGETS, imports } from './imports';
import { listingFields, listings } from './listings';
import { lian, order, payments } from './payments';
import { mail, quotation } from './quotation';
import { exhibition, kiosk, showroom, showroomOperator } from './showroom';
import * as system from './system';
import { tradeSync } from './trade-sync';
import { visitorForms, website } from './website';
import { cart, chooses, compare, customer, factoryDesk, findSample, inquiry, supplement } from './working-set';

export type { AiOutput, AiPage, AiStarted, AiTask } from './ai';
export type { CertificateZoneItem, ContentItem } from './areas';
export type {
  AnswerSource,
  AssistantAnswer,
  AssistantHistoryItem,
  AssistantStatus,
  AssistantTool,
  SheetColumn,
  SheetJob,
  SheetOutput,
} from './assistant';
export type {
  CropBox,
  ExcelRow,
  ExcelTask,
  ImageMatch,
  ImageSearchBox,
  ImageSearchLog,
  IpItem,
  Section,
  ToyDetail,
  ToyItem,
  ToyPage,
  ToySort,
} from './catalogue';
export { SECTIONS, TOY_SORTS, toyListRequest } from './catalogue';
export type {
  ChatColleague,
  ChatConversationItem,
  ChatEvent,
  ChatHistory,
  ChatMessageItem,
  ChatReply,
  ChatSignature,
  ChatUnread,
  ChatUpload,
  ServiceAgent,
  ServiceCustomer,
  ServiceDesk,
  ServiceDeskItem,
} from './chat';
export type {
  AuditItem,
  CompanyContact,
  CompanyDisplay,
  CompanyProduct,
  CustomerAssociation,
  InviteItem,
  MemberItem,
  MemberPage,
  MyInvite,
  SupplierFactory,
  TransferResult,
} from './company';
export type { Access, Endpoint, ParsedRequestOf, RequestOf, ResponseOf } from './define';
export {
  empty,
  endpoint,
  epochMs,
  INT4_MAX,
  INT4_MIN,
  id,
  inputProblem,
  int,
  list,
  MAX_BODY_DEPTH,
  num,
  paging,
  phone,
  str,
  textProblem,
} from './define';
export type {
  AttentionFactory,
  AttentionToy,
  AttentionType,
  LiveDetail,
  PointLog,
  SysMessage,
} from './engagement';
export { ATTENTION_TYPES } from './engagement';
export type { ExcelPreview, ExportCallback, ExportRecordItem, ExportSettingsInput, ExportStarted } from './export';
export { exportApi, exportSettings } from './export';
export type {
  ConsoleRequest,
  DayCount,
  FactoryDashboard,
  FactoryDetail,
  FactoryItem,
  FactoryProfile,
  ProductToFix,
  RegionItem,
  StaffMember,
  StaffPage,
  WaitingCounts,
} from './factory';
export type {
  ImportColumnInfo,
  ImportJobInfo,
  ImportMappingItem,
  ImportRowItem,
  ImportTarget,
  ImportUpload,
} from './imports';
export type { BulkResult, ListingDetail, ListingItem, ListingPage, StockEntry } from './listings';
export type {
  CollectionAccount,
  ConfirmedQuotation,
  ContractOrder,
  IncomingPayment,
  LedgerLine,
  PaymentAccountInfo,
  PaymentAccountLog,
  PaymentDocument,
  SandboxAccount,
  Settlement,
} from './payments';
export type {
  ConfirmInfo,
  ConfirmItem,
  EmailRecordItem,
  MailboxItem,
  QuotationAnswer,
  QuotationDetail,
  QuotationHeaderInfo,
  QuotationItem,
  QuotationItemDetail,
  QuotationLinkInfo,
  QuotationMailPreview,
  QuotationSentMail,
  QuotationSummary,
} from './quotation';
export type {
  BoothItem,
  ExhibitionBooth,
  ExhibitionBoothDetail,
  ExhibitionDetail,
  ExhibitionSession,
  KioskCatalogue,
  KioskDevice,
  ShowroomDetail,
  ShowroomProduct,
  ShowroomSummary,
  VisitorList,
} from './showroom';
export type {
  CategoryGroupItem,
  CategoryItem,
  CertificateItem,
  CompanyConfig,
  EnumItem,
  HelpArticle,
  HistoryRecord,
  PublicConfig,
  ShowroomItem,
  UserConfig,
} from './system';
export type { SyncAccountInfo, SyncApplicationItem, SyncApplyResult, SyncPayload } from './trade-sync';
export type {
  AccessRequestItem,
  BrowseRecord,
  LoginRecord,
  SampleListDetail,
  SampleListItem,
  WebsiteLine,
  WebsiteNewsItem,
  WebsiteOrderDetail,
  WebsiteOrderItem,
  WebsiteProductBrief,
  WebsiteSettings,
  WebsiteStatistics,
  WebsiteSummary,
} from './website';
export type {
  BatchAddResult,
  BatchRequestResult,
  CartColleague,
  CartInfo,
  CartLineItem,
  ChooseApply,
  ChooseDetail,
  ChooseProduct,
  ChooseShare,
  ChooseSummary,
  CustomerItem,
  FactoryRequest,
  FindSampleAnswer,
  FindSampleRequest,
  RequestLine,
  SampleCarPage,
  SharedChoose,
  SharedProduct,
} from './working-set';
export { ASSISTANT_TOOLS, IMPORT_TARGETS, listingFields, visitorForms };

/** Every endpoint of the platform, by business area. */
export const api = {
  account,
  system,
  toy,
  factory,
  home,
  hot,
  gcc,
  live,
  file,
  content,
  log,
  cart,
  customer,
  compare,
  inquiry,
  supplement,
  findSample,
  chooses,
  factoryDesk,
  factoryConsole: factory.factoryConsole,
  attention,
  sysMessage,
  points,
  liveDetail,
  chat,
  quotation,
  mail,
  exports: exportApi,
  listings,
  imports,
  showroom,
  exhibition,
  showroomOperator,
  kiosk,
  company,
  tradeSync,
  lian,
  order,
  payments,
  assistant,
  website,
  ai,
} as const;
