// @wanju/ui public surface: explicit named re-exports only.
// The global CSS (theme variables, reset) is part of the bundle's one CSS file, dist/index.css.
import './style.css';

export { getLocalTimeZone, parseDate, today } from '@internationalized/date';
export {
  AddToCartResult,
  type AddToCartResultProps,
  toastAddToCartResult,
} from './components/AddToCartResult/AddToCartResult';
// Domain widgets
export {
  AppHeader,
  type AppHeaderProps,
  type HeaderUser,
  type UserMenuAction,
  userMenuActions,
} from './components/AppHeader/AppHeader';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  badgeTones,
  CountBadge,
  type CountBadgeProps,
} from './components/Badge/Badge';
export {
  BatchAddToCartDialog,
  type BatchAddToCartDialogProps,
} from './components/BatchAddToCartDialog/BatchAddToCartDialog';
export { Box, type BoxProps } from './components/Box/Box';
export {
  BoxSearch,
  type BoxSearchProps,
  boxBetween,
  type FoundBox,
  moveBox,
  type SearchBox,
} from './components/BoxSearch/BoxSearch';
export { BroadcastCarousel, type BroadcastCarouselProps } from './components/BroadcastCarousel/BroadcastCarousel';
// Primitives
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
export {
  CardItem,
  type CardItemProps,
  CardList,
  type CardListProps,
} from './components/CardList/CardList';
export { CategoryMenu, type CategoryMenuProps } from './components/CategoryMenu/CategoryMenu';
export { ChatPanel, type ChatPanelProps } from './components/Chat/ChatPanel';
export { Composer, type ComposerProps } from './components/Chat/Composer';
export { ConversationList, type ConversationListProps } from './components/Chat/ConversationList';
export { MessageList, type MessageListProps, type ProductCardMessage } from './components/Chat/MessageList';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from './components/Checkbox/Checkbox';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { type CompareRow, CompareTable, type CompareTableProps } from './components/Compare/CompareTable';
export { CompareTray, type CompareTrayProps } from './components/Compare/CompareTray';
export { ConfirmDialog, type ConfirmDialogProps, useConfirm } from './components/ConfirmDialog/ConfirmDialog';
export { CutoutButton, type CutoutButtonProps } from './components/CutoutButton/CutoutButton';
export {
  DatePicker,
  type DatePickerProps,
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  type DateValue,
} from './components/DatePicker/DatePicker';
export { Dialog, type DialogProps, DialogTrigger, dialogSizes } from './components/Dialog/Dialog';
export { DimensionText, type DimensionTextProps } from './components/DimensionText/DimensionText';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { DropZone, type DropZoneProps, FileTrigger } from './components/DropZone/DropZone';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  ExportDialog,
  type ExportDialogProps,
  type ExportFormat,
  type ExportPreviewItem,
  type ExportRequest,
  exportFormats,
} from './components/ExportDialog/ExportDialog';
export { ExportHistoryList, type ExportHistoryListProps } from './components/ExportHistoryList/ExportHistoryList';
export { ExportProgress, type ExportProgressProps } from './components/ExportProgress/ExportProgress';
export { FactoryCard, type FactoryCardData, type FactoryCardProps } from './components/FactoryCard/FactoryCard';
export { FileInput, type FileInputProps } from './components/FileInput/FileInput';
export {
  emptyProductFilters,
  FilterBar,
  type FilterBarProps,
  type ProductFilters,
  type ProductSort,
  productSorts,
} from './components/FilterBar/FilterBar';
export { FormDialog, type FormDialogProps } from './components/FormDialog/FormDialog';
export { FreeLimitPrompt, type FreeLimitPromptProps } from './components/FreeLimitPrompt/FreeLimitPrompt';
export { HeaderSearch, type HeaderSearchKind, type HeaderSearchProps } from './components/HeaderSearch/HeaderSearch';
export { IconButton, type IconButtonProps, iconButtonVariants } from './components/IconButton/IconButton';
export { Image, type ImageProps } from './components/Image/Image';
export { type CropRect, cropError, ImageCropper, type ImageCropperProps } from './components/ImageCropper/ImageCropper';
export { ImageSearchUpload, type ImageSearchUploadProps } from './components/ImageSearchUpload/ImageSearchUpload';
export { Link, type LinkProps } from './components/Link/Link';
export { LoginForm, type LoginFormProps, type LoginMode } from './components/LoginForm/LoginForm';
export {
  Menu,
  MenuGroup,
  MenuItem,
  MenuPopover,
  MenuSeparator,
  SubmenuTrigger,
} from './components/Menu/Menu';
export { MenuTrigger } from './components/Menu/MenuTrigger';
export { NonMemberPopup, type NonMemberPopupProps } from './components/NonMemberPopup/NonMemberPopup';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { Popover, type PopoverProps, PopoverTrigger } from './components/Popover/Popover';
export { PRICE_ON_REQUEST, PriceTag, type PriceTagProps } from './components/PriceTag/PriceTag';
export {
  ProductCard,
  type ProductCardData,
  type ProductCardProps,
} from './components/ProductCard/ProductCard';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export { ProductShelf, type ProductShelfProps } from './components/ProductShelf/ProductShelf';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export {
  QuotationItemTable,
  type QuotationItemTableProps,
  type QuoteLine,
  type QuoteLinePatch,
  quotationTotals,
} from './components/QuotationItemTable/QuotationItemTable';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/RadioGroup';
export { type RecordColumn, RecordTable, type RecordTableProps } from './components/RecordTable/RecordTable';
export {
  SampleCartHoverList,
  type SampleCartHoverListProps,
} from './components/SampleCartHoverList/SampleCartHoverList';
export {
  type CartDraft,
  SampleCartManageDialog,
  type SampleCartManageDialogProps,
} from './components/SampleCartManageDialog/SampleCartManageDialog';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { SideToolbar, type SideToolbarProps } from './components/SideToolbar/SideToolbar';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Slider, type SliderProps } from './components/Slider/Slider';
export { Spinner, type SpinnerProps, spinnerSizes } from './components/Spinner/Spinner';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { type SyncPhase, SyncProgress, type SyncProgressProps } from './components/SyncProgress/SyncProgress';
export { TabBar, type TabBarProps } from './components/TabBar/TabBar';
export {
  type Selection,
  type SortDescriptor,
  Table,
  type TableColumn,
  type TableProps,
} from './components/Table/Table';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/Tabs';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './components/Tag/Tag';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  type ToastContent,
  type ToastOptions,
  ToastRegion,
  type ToastTone,
  toast,
  toastQueue,
  toastTones,
} from './components/Toast/Toast';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
// Foundations
export { ThemeProvider, type ThemeVariant, themeVariants, UiRoot, type UiRootProps } from './components/UiRoot/UiRoot';
export { ZoomControl, type ZoomControlProps } from './components/ZoomControl/ZoomControl';
// Fixtures for stories and tests
export {
  sampleCarts,
  sampleConversations,
  sampleExportHistory,
  sampleImage,
  sampleMessages,
  sampleProducts,
  sampleQuoteLines,
} from './fixtures';
export { afterFirstInteraction, lazyOverlay, lazyPart, loadEveryPart, whenIdle } from './lazyPart';
export { UI_TEXT } from './messages';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { defaultThemeClass, denseThemeClass } from './theme/themes.css';
export {
  breakpoints,
  type ColorRole,
  defaultTokens,
  denseTokens,
  fontStack,
  type Space,
  type ThemeTokens,
  tapTarget,
} from './theme/tokens';
// Theme
export { vars } from './theme/vars.css';
