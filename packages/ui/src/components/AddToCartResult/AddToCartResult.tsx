import { batchAddResultMessage, isBatchAddFailure } from '@wanju/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Box } from '../Box/Box';
import { toast } from '../Toast/Toast';

export interface AddToCartResultProps {
  requested: number;
  added: number;
  alreadyInCart: number;
}

/** The batch-add outcome as an inline tip (spec §8); text and failure rule from domain. */
export function AddToCartResult({ requested, added, alreadyInCart }: AddToCartResultProps) {
  const failed = isBatchAddFailure(requested, added);
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <Box display="flex" alignItems="center" gap="xs" color={failed ? 'danger' : 'success'} role="status">
      <Icon size={16} aria-hidden="true" />
      {batchAddResultMessage(requested, added, alreadyInCart)}
    </Box>
  );
}

/** The same outcome as a toast: error when nothing was added, otherwise success. */
export function toastAddToCartResult({ requested, added, alreadyInCart }: AddToCartResultProps) {
  const message = batchAddResultMessage(requested, added, alreadyInCart);
  return isBatchAddFailure(requested, added) ? toast.error(message) : toast.success(message);
}
