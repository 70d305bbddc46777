// The cart dialogs load on first use (lazy in CartWidgetsView), so the header's initial JS stays small.
export { BatchAddToCartDialog, SampleCartManageDialog } from '@wanju/ui';
