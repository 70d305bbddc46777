import type { ConfirmedQuotation, ContractOrder } from '@wanju/api-client';
import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  formatMinor,
  isPaymentCurrency,
  PAYMENT_CURRENCIES,
} from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, Dialog, Pagination, RecordTable, SearchField, Select } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { PAY_TEXT as T } from './messages';

export const CONTRACT_TONES: Record<ContractStatus, BadgeTone> = {
  open: 'neutral',
  part_paid: 'warning',
  paid: 'info',
  settled: 'success',
};

export interface ContractFilter {
  keyword: string;
  status: ContractStatus | '';
}

export interface ContractListViewProps {
  state: LoadState;
  rows: readonly ContractOrder[];
  total: number;
  page: number;
  pageSize: number;
  filter: ContractFilter;
  quotations: readonly ConfirmedQuotation[];
  mayChange: boolean;
  busy: boolean;
  onFilter: (patch: Partial<ContractFilter>) => void;
  onPageChange: (page: number) => void;
  /** opens the quotation picker (loads the confirmed quotations) */
  onPickQuotation: () => void;
  onCreate: (quotationId: number) => void;
  onSettle: (contractId: number) => void;
  onRetry: () => void;
}

const money = (minor: number, currency: string) =>
  isPaymentCurrency(currency) ? formatMinor(minor, currency) : `${currency} ${minor}`;

/** /contractList: contract orders made from confirmed quotations, with their collection and settlement status. */
export function ContractListView(props: ContractListViewProps) {
  const [picking, setPicking] = useState(false);
  const { filter } = props;
  return (
    <Box as="section" aria-label={T.contractTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="flex-end" gap="md" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.contractTitle}
        </Box>
        <SearchField
          label={T.search}
          defaultValue={filter.keyword}
          onSubmit={(keyword) => props.onFilter({ keyword })}
        />
        <Select
          label={T.state}
          items={[
            { id: '', name: T.allStatuses },
            ...(Object.keys(CONTRACT_STATUS_LABELS) as ContractStatus[]).map((s) => ({
              id: s,
              name: CONTRACT_STATUS_LABELS[s],
            })),
          ]}
          selectedKey={filter.status}
          onSelectionChange={(key) => props.onFilter({ status: String(key) as ContractStatus | '' })}
        />
        <Button
          variant="primary"
          isDisabled={!props.mayChange}
          onPress={() => {
            props.onPickQuotation();
            setPicking(true);
          }}
        >
          {T.newContract}
        </Button>
      </Box>
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.emptyContracts}
        emptyHint={T.emptyContractsHint}
      >
        <RecordTable
          label={T.contractTitle}
          rows={props.rows}
          rowKey={(c) => c.id}
          columns={[
            { id: 'number', title: T.contractNumber, render: (c) => c.number },
            { id: 'buyer', title: T.buyer, render: (c) => c.buyer_name },
            {
              id: 'goods',
              title: T.goods,
              render: (c) => `${c.goods_count} · ${c.goods.length > 40 ? `${c.goods.slice(0, 40)}…` : c.goods}`,
            },
            { id: 'amount', title: T.amount, numeric: true, render: (c) => money(c.amount_minor, c.currency) },
            { id: 'received', title: T.received, numeric: true, render: (c) => money(c.received_minor, c.currency) },
            { id: 'settled', title: T.settled, numeric: true, render: (c) => money(c.settled_minor, c.currency) },
            {
              id: 'state',
              title: T.state,
              render: (c) => <Badge tone={CONTRACT_TONES[c.status]}>{c.status_text}</Badge>,
            },
            { id: 'created', title: T.createTime, render: (c) => c.create_time },
            {
              id: 'actions',
              title: T.actions,
              render: (c) =>
                props.mayChange &&
                c.status !== 'settled' && (
                  <Button
                    variant="link"
                    aria-label={`${T.applySettle} ${c.number}`}
                    onPress={() => props.onSettle(c.id)}
                  >
                    {T.applySettle}
                  </Button>
                ),
            },
          ]}
        />
        <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
      </ListState>
      <Dialog isOpen={picking} onOpenChange={setPicking} title={T.pickQuotation} size="lg">
        {props.quotations.length === 0 ? (
          <Box color="textSecondary">{T.noQuotation}</Box>
        ) : (
          <ul aria-label={T.pickQuotation}>
            {props.quotations.map((q) => (
              <Box
                as="li"
                key={q.id}
                display="flex"
                alignItems="center"
                gap="md"
                paddingY="sm"
                justifyContent="space-between"
              >
                <Box display="flex" flexDirection="column">
                  <Box fontWeight="bold">
                    {q.number} · {q.customer_name}
                  </Box>
                  <Box color="textSecondary" fontSize="sm">
                    {money(q.amount_minor, q.currency)}
                    {isPaymentCurrency(q.currency) ? `（${PAYMENT_CURRENCIES[q.currency].name}）` : ''} ·{' '}
                    {q.goods_count} · {q.goods.length > 60 ? `${q.goods.slice(0, 60)}…` : q.goods}
                  </Box>
                  {q.refusal && (
                    <Box color="danger" fontSize="sm">
                      {q.refusal}
                    </Box>
                  )}
                </Box>
                <Button
                  variant="primary"
                  aria-label={`${T.make} ${q.number}`}
                  isDisabled={Boolean(q.refusal)}
                  isPending={props.busy}
                  onPress={() => {
                    props.onCreate(q.id);
                    setPicking(false);
                  }}
                >
                  {T.make}
                </Button>
              </Box>
            ))}
          </ul>
        )}
      </Dialog>
    </Box>
  );
}
