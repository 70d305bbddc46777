import type { ContractOrder, IncomingPayment } from '@wanju/api-client';
import { COLLECTION_CURRENCIES, type CurrencyTotal, formatCurrencyTotals, formatMinor } from '@wanju/domain';
import { Badge, Box, Pagination, RecordTable, Select, TextField } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { PAY_TEXT as T } from './messages';

export interface CollectionFilter {
  currency: string;
  matched: 'all' | 'matched' | 'unmatched';
  date_from: string;
  date_to: string;
}

export interface CollectionViewProps {
  state: LoadState;
  rows: readonly IncomingPayment[];
  total: number;
  /** what the filtered list received, one total per currency */
  totals: readonly CurrencyTotal[];
  page: number;
  pageSize: number;
  filter: CollectionFilter;
  /** contracts a payment may be matched to (same currency only is offered per row) */
  contracts: readonly ContractOrder[];
  onFilter: (patch: Partial<CollectionFilter>) => void;
  onPageChange: (page: number) => void;
  onMatch: (paymentId: number, contractId: number | null) => void;
  onRetry: () => void;
}

/** /collection: incoming payments with filters, and matching each to a contract of its currency. */
export function CollectionView(props: CollectionViewProps) {
  const { filter } = props;
  return (
    <Box as="section" aria-label={T.collectionTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="flex-end" gap="md" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.collectionTitle}
        </Box>
        <Select
          label={T.currency}
          items={[{ id: '', name: T.allCurrencies }, ...COLLECTION_CURRENCIES.map((c) => ({ id: c, name: c }))]}
          selectedKey={filter.currency}
          onSelectionChange={(key) => props.onFilter({ currency: String(key) })}
        />
        <Select
          label={T.matched}
          items={[
            { id: 'all', name: T.matchedAll },
            { id: 'matched', name: T.matchedYes },
            { id: 'unmatched', name: T.matchedNo },
          ]}
          selectedKey={filter.matched}
          onSelectionChange={(key) => props.onFilter({ matched: String(key) as CollectionFilter['matched'] })}
        />
        <TextField
          label={T.dateFrom}
          type="date"
          value={filter.date_from}
          onChange={(date_from) => props.onFilter({ date_from })}
        />
        <TextField
          label={T.dateTo}
          type="date"
          value={filter.date_to}
          onChange={(date_to) => props.onFilter({ date_to })}
        />
        {props.state === 'ready' && (
          <Box color="textSecondary" role="status">
            {T.total(props.total, formatCurrencyTotals(props.totals))}
          </Box>
        )}
      </Box>
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.emptyPayments}
        emptyHint={T.emptyPaymentsHint}
      >
        <RecordTable
          label={T.collectionTitle}
          rows={props.rows}
          rowKey={(p) => p.id}
          columns={[
            { id: 'received', title: T.receivedAt, render: (p) => p.received_time },
            {
              id: 'payer',
              title: T.payer,
              render: (p) => `${p.payer_name}${p.payer_country ? `（${p.payer_country}）` : ''}`,
            },
            { id: 'amount', title: T.amount, numeric: true, render: (p) => formatMinor(p.amount_minor, p.currency) },
            { id: 'fee', title: T.fee, numeric: true, render: (p) => formatMinor(p.fee_minor, p.currency) },
            { id: 'reference', title: T.reference, render: (p) => p.reference },
            {
              id: 'match',
              title: T.matchTo,
              render: (p) =>
                p.status === 'reversed' ? (
                  <Badge tone="danger">{T.reversed}</Badge>
                ) : (
                  <Select
                    aria-label={`${T.matchTo} ${p.payer_name} ${formatMinor(p.amount_minor, p.currency)}`}
                    items={[
                      { id: 0, name: T.noMatch },
                      ...props.contracts
                        .filter((c) => c.currency === p.currency)
                        .map((c) => ({ id: c.id, name: `${c.number} ${c.buyer_name}` })),
                    ]}
                    selectedKey={p.contract_id ?? 0}
                    onSelectionChange={(key) => props.onMatch(p.id, Number(key) || null)}
                  />
                ),
            },
          ]}
        />
        <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
      </ListState>
    </Box>
  );
}
