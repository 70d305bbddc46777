import { type SampleCart, validateBatchAddTarget } from '@wanju/domain';
import { useState } from 'react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';

export interface BatchAddToCartDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  carts: readonly Pick<SampleCart, 'id' | 'name' | 'is_default' | 'toy_count'>[];
  /** How many products are selected. */
  count: number;
  onSubmit: (cartId: number) => void;
  onCreateCart?: () => void;
  isPending?: boolean;
}

/** Choose the cart for the selected products (spec §2, §5: '请选择要加入的选样车'). Preselects the default cart. */
export function BatchAddToCartDialog({
  isOpen,
  onOpenChange,
  carts,
  count,
  onSubmit,
  onCreateCart,
  isPending,
}: BatchAddToCartDialogProps) {
  const initial = carts.find((c) => c.is_default === 1)?.id ?? null;
  const [cartId, setCartId] = useState<number | null>(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="加入选样车"
      size="sm"
      footer={({ close }) => (
        <>
          {onCreateCart && (
            <Button variant="link" onPress={onCreateCart}>
              新建选样车
            </Button>
          )}
          <Button onPress={close}>取消</Button>
          <Button
            variant="primary"
            isPending={isPending}
            onPress={() => {
              const message = validateBatchAddTarget(cartId);
              setError(message);
              if (!message && cartId !== null) onSubmit(cartId);
            }}
          >
            确定加入
          </Button>
        </>
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Box color="textSecondary">已选择 {count} 款产品</Box>
        <RadioGroup
          label="选择选样车"
          orientation="vertical"
          value={cartId === null ? null : String(cartId)}
          onChange={(v) => {
            setCartId(Number(v));
            setError(null);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
        >
          {carts.map((c) => (
            <Radio key={c.id} value={String(c.id)}>
              {c.name}（{c.toy_count} 款）{c.is_default === 1 ? ' · 默认' : ''}
            </Radio>
          ))}
        </RadioGroup>
      </Box>
    </Dialog>
  );
}
