import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
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
  const navigate = useNavigate();
  useEffect(() => {
    void refreshCarts().catch(() => undefined);
  }, []);
  return (
    <CartWidgetsView
      carts={snap.carts}
      pendingIds={snap.pendingIds}
      manageOpen={snap.manageOpen}
      startCreating={snap.startCreating}
      busy={snap.busy}
      onOpenCart={(id) => navigate(`/sample_car?customer_pick_id=${id}`)}
      onManage={openManage}
      onCloseManage={() => {
        cartState.manageOpen = false;
      }}
      onCloseBatch={() => {
        cartState.pendingIds = null;
      }}
      onAdd={(id) => void addToCart(id)}
      onCreate={(d) => void createCart(d)}
      onRename={(id, d) => void renameCart(id, d)}
      onSetDefault={(id) => void setDefaultCart(id)}
      onDelete={(id) => void deleteCart(id)}
    />
  );
}
