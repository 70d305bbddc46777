import type { QuotationSummary } from '@wanju/api-client';
import { Box, Button, Dialog, Pagination, Radio, RadioGroup, SearchField, Spinner } from '@wanju/ui';
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
  /** one page of the open (not closed) quotations the products may join, matching the search */
  quotations: readonly Pick<QuotationSummary, 'id' | 'number' | 'customer_name' | 'toy_count' | 'create_time'>[];
  /** how many quotations match the search (all pages) */
  total?: number;
  page?: number;
  pageSize?: number;
  /** the search as typed (number, customer or remark) */
  keyword?: string;
  onKeyword?: (keyword: string) => void;
  onPage?: (page: number) => void;
  isPending?: boolean;
  onConfirm: (target: QuotationTarget) => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Picks the quotation products join: a new one (the default), or any open quotation of the user, found by
 * number, customer or remark over all of them (the server searches and pages).
 */
export function AddToQuotationDialog(props: AddToQuotationDialogProps) {
  const [target, setTarget] = useState<string>('new');
  useEffect(() => {
    if (props.isOpen) setTarget('new');
  }, [props.isOpen]);
  const chosen: QuotationTarget = target === 'new' ? 'new' : Number(target);
  const total = props.total ?? props.quotations.length;
  const pageSize = props.pageSize ?? Math.max(1, props.quotations.length);
  const searching = Boolean(props.keyword?.trim());
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={T.title(props.count)}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{T.cancel}</Button>
          <Button variant="primary" isPending={props.isPending} onPress={() => props.onConfirm(chosen)}>
            {T.confirm}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        {props.onKeyword && (
          <SearchField
            label={T.search}
            placeholder={T.searchHint}
            value={props.keyword ?? ''}
            onChange={props.onKeyword}
          />
        )}
        {props.state === 'error' && (
          <Box display="flex" gap="sm" alignItems="center" role="alert">
            {T.loadFailed}
            <Button size="sm" onPress={props.onRetry}>
              {T.retry}
            </Button>
          </Box>
        )}
        <RadioGroup label={T.target} value={target} onChange={setTarget}>
          <Radio value="new">{T.createNew}</Radio>
          {props.state === 'loading' ? (
            <Spinner label={T.loading} />
          ) : (
            props.quotations.map((q) => (
              <Radio key={q.id} value={String(q.id)}>
                {T.existing(q.number, q.customer_name, q.toy_count)}
              </Radio>
            ))
          )}
        </RadioGroup>
        {props.state === 'ready' && props.quotations.length === 0 && (
          <Box color="textSecondary">{searching ? T.noMatch : T.none}</Box>
        )}
        {props.onPage && total > pageSize && (
          <Pagination
            page={props.page ?? 1}
            pageSize={pageSize}
            total={total}
            onChange={props.onPage}
            isDisabled={props.state === 'loading'}
          />
        )}
      </Box>
    </Dialog>
  );
}
