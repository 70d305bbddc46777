import { Button } from '@wanju/ui';
import { openBatchAdd } from './cartStore';
import { CART_TEXT } from './messages';

/** Opens the batch-add dialog (in the header's cart widgets) for these products. */
export function AddToCartButton({ ids, label = CART_TEXT.addToCart }: { ids: readonly number[]; label?: string }) {
  return (
    <Button variant="primary" onPress={() => openBatchAdd(ids)}>
      {label}
    </Button>
  );
}
