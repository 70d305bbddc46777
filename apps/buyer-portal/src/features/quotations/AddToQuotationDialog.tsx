import type { QuotationSummary } from '@wanju/api-client';
import { Box, Button, Dialog, Radio, RadioGroup, Spinner } from '@wanju/ui';
import { useEffect, useState } from 'react';
import type { LoadState } from '../catalogue/ListState';
import { ADD_TO_QUOTE_TEXT as T } from './messages';

/** 'new', or the id of an open quotation. */
export type QuotationTarget = 'new' | number;

export interface AddToQuotationDialogProps {
  isOpen: boolean;
  /** how many products are added */
  count: number;
  state: LoadState;
  /** the open (not closed) quotations the products may join */
  quotations: readonly Pick<QuotationSummary, 'id' | 'number' | 'customer_name' | 'toy_count'>[];
  isPending?: boolean;
  onConfirm: (target: QuotationTarget) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** Picks the quotation products join: an open one, or a new one (the default). */
export function AddToQuotationDialog(props: AddToQuotationDialogProps) {
  const [target, setTarget] = useState<string>('new');
  useEffect(() => {
    if (props.isOpen) setTarget('new');
  }, [props.isOpen]);
  const chosen: QuotationTarget = target === 'new' ? 'new' : Number(target);
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={T.title(props.count)}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{T.cancel}</Button>
          <Button
            variant="primary"
            isPending={props.isPending}
            isDisabled={props.state === 'loading'}
            onPress={() => props.onConfirm(chosen)}
          >
            {T.confirm}
          </Button>
        </>
      }
    >
      {props.state === 'loading' ? (
        <Spinner label={T.target} />
      ) : (
        <Box display="flex" flexDirection="column" gap="md">
          {props.state === 'error' && (
            <Box display="flex" gap="sm" alignItems="center" role="alert">
              {T.loadFailed}
              <Button size="sm" onPress={props.onRetry}>
                {T.retry}
              </Button>
            </Box>
          )}
          {props.state !== 'error' && props.quotations.length === 0 && <Box color="textSecondary">{T.none}</Box>}
          <RadioGroup label={T.target} value={target} onChange={setTarget}>
            <Radio value="new">{T.createNew}</Radio>
            {props.quotations.map((q) => (
              <Radio key={q.id} value={String(q.id)}>
                {T.existing(q.number, q.customer_name, q.toy_count)}
              </Radio>
            ))}
          </RadioGroup>
        </Box>
      )}
    </Dialog>
  );
}
