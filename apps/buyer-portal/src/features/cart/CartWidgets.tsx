import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { addToChooseState } from '../chooses/addToChooseStore';
import { inquiryState } from '../inquiry/inquiryStore';
import { CartWidgetsView } from './CartWidgetsView';
import {
  addToCart,
  cartState,
  createCart,
  deleteCart,
  openManage,
  refreshCarts,
  renameCart,
  setDefaultCart,
} from './cartStore';

/** Container of the header's cart widgets (signed-in only). */
export function CartWidgets() {
  const snap = useSnapshot(cartState);
  const inquiry = useSnapshot(inquiryState);
  const choose = useSnapshot(addToChooseState);
  const navigate = useNavigate();
  // Everywhere a cart is chosen the list is the user's own; colleagues' carts are viewed on /sample_car.
  const own = snap.carts.filter((c) => c.can_manage);
  useEffect(() => {
    void refreshCarts().catch(() => undefined);
  }, []);
  return (
    <CartWidgetsView
      carts={own}
      // The dialog counts both kinds of waiting products.
      pendingIds={snap.pendingIds && [...snap.pendingIds, ...snap.pendingLibraryIds]}
      manageOpen={snap.manageOpen}
      startCreating={snap.startCreating}
      busy={snap.busy}
      workingSetOpen={!!inquiry.lines || !!choose.ids}
      onOpenCart={(id) => navigate(`/sample_car?customer_pick_id=${id}`)}
      onManage={openManage}
      onCloseManage={() => {
        cartState.manageOpen = false;
      }}
      onCloseBatch={() => {
        cartState.pendingIds = null;
        cartState.pendingLibraryIds = [];
      }}
      onAdd={(id) => void addToCart(id)}
      onCreate={(d) => void createCart(d)}
      onRename={(id, d) => void renameCart(id, d)}
      onSetDefault={(id) => void setDefaultCart(id)}
      onDelete={(id) => void deleteCart(id)}
    />
  );
}
