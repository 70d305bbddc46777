import type { CartInfo } from '@wanju/api-client';
import { lazyPage } from '@wanju/app-shell';
import { type CartDraft, SampleCartHoverList } from '@wanju/ui';
import { Suspense } from 'react';

const SampleCartManageDialog = lazyPage(() => import('./CartDialogs').then((m) => m.SampleCartManageDialog));
const BatchAddToCartDialog = lazyPage(() => import('./CartDialogs').then((m) => m.BatchAddToCartDialog));
const InquiryFormHost = lazyPage(() => import('./WorkingSetDialogs').then((m) => m.InquiryFormHost));
const AddToChooseHost = lazyPage(() => import('./WorkingSetDialogs').then((m) => m.AddToChooseHost));

export interface CartWidgetsViewProps {
  carts: readonly CartInfo[];
  /** products waiting for the batch-add dialog; null when it is closed */
  pendingIds: readonly number[] | null;
  /** the inquiry form or the 加入选品单 dialog is open (their hosts load then) */
  workingSetOpen?: boolean;
  manageOpen: boolean;
  startCreating: boolean;
  busy: boolean;
  hoverDelay?: number;
  defaultOpen?: boolean;
  onOpenCart: (id: number) => void;
  onManage: (creating: boolean) => void;
  onCloseManage: () => void;
  onCloseBatch: () => void;
  onAdd: (cartId: number) => void;
  onCreate: (draft: CartDraft) => void;
  onRename: (id: number, draft: { name: string; remark: string }) => void;
  onSetDefault: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The header's cart button with its hover list, the manage dialog and the batch-add dialog. */
export function CartWidgetsView(props: CartWidgetsViewProps) {
  const { carts, pendingIds } = props;
  return (
    <Suspense fallback={null}>
      <SampleCartHoverList
        carts={carts}
        onOpen={props.onOpenCart}
        onManage={() => props.onManage(false)}
        onCreate={() => props.onManage(true)}
        hoverDelay={props.hoverDelay}
        defaultOpen={props.defaultOpen}
      />
      {props.manageOpen && (
        <SampleCartManageDialog
          isOpen
          onOpenChange={(open) => !open && props.onCloseManage()}
          carts={carts}
          startCreating={props.startCreating}
          isPending={props.busy}
          onCreate={props.onCreate}
          onRename={props.onRename}
          onSetDefault={props.onSetDefault}
          onDelete={props.onDelete}
        />
      )}
      {pendingIds && (
        // Mounted per use, so the default cart is preselected from the current list.
        <BatchAddToCartDialog
          key={carts.length}
          isOpen
          onOpenChange={(open) => !open && props.onCloseBatch()}
          carts={carts}
          count={pendingIds.length}
          isPending={props.busy}
          onSubmit={props.onAdd}
          onCreateCart={() => props.onManage(true)}
        />
      )}
      {props.workingSetOpen && (
        <>
          <InquiryFormHost />
          <AddToChooseHost />
        </>
      )}
    </Suspense>
  );
}
