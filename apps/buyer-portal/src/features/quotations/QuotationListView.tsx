import type { QuotationSummary } from '@wanju/api-client';
import { formatPrice, QUOTATION_STATUS_LABELS, QUOTATION_STATUSES, type QuotationStatus } from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, RecordTable, SearchField, Select, TextField, useConfirm } from '@wanju/ui';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import { QUOTE_TEXT as T } from './messages';

export interface QuotationFilter {
  keyword: string;
  customer_id: number;
  user_id: number;
  status: QuotationStatus | '';
  date_from: string;
  date_to: string;
}

export interface QuotationListViewProps {
  /** showroom: quotations made at a showroom (/quotation_list) */
  kind: 'company' | 'showroom';
  state: LoadState;
  rows: readonly QuotationSummary[];
  total: number;
  page: number;
  pageSize: number;
  filter: QuotationFilter;
  customers: readonly { id: number; name: string }[];
  /** shown to the main account and administrators (a salesperson sees only their own) */
  salespeople?: readonly { id: number; name: string }[];
  onFilter: (patch: Partial<QuotationFilter>) => void;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onCreate?: () => void;
  onDelete: (id: number) => void;
  onRetry: () => void;
}

export const STATUS_TONES: Record<QuotationStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  confirmed_part: 'warning',
  confirmed_all: 'success',
  closed: 'neutral',
};

/** /CompanyQuotation and /quotation_list: the company's quotations with filters, search by number and paging. */
export function QuotationListView(props: QuotationListViewProps) {
  const { filter } = props;
  const remove = useConfirm((d: number) => props.onDelete(d), T.confirmRemove);
  const title = props.kind === 'showroom' ? T.showroomTitle : T.title;
  return (
    <ListScreen
      title={title}
      text={T}
      list={props}
      barGap="md"
      toolbar={
        <>
          <SearchField
            label={T.search}
            defaultValue={filter.keyword}
            onSubmit={(keyword) => props.onFilter({ keyword })}
          />
          <Select
            label={T.customer}
            items={[{ id: 0, name: T.allCustomers }, ...props.customers]}
            selectedKey={filter.customer_id}
            onSelectionChange={(key) => props.onFilter({ customer_id: Number(key) })}
          />
          {props.salespeople && (
            <Select
              label={T.salesperson}
              items={[{ id: 0, name: T.allSalespeople }, ...props.salespeople]}
              selectedKey={filter.user_id}
              onSelectionChange={(key) => props.onFilter({ user_id: Number(key) })}
            />
          )}
          <Select
            label={T.status}
            items={[
              { id: '', name: T.allStatuses },
              ...QUOTATION_STATUSES.map((s) => ({ id: s, name: QUOTATION_STATUS_LABELS[s] })),
            ]}
            selectedKey={filter.status}
            onSelectionChange={(key) => props.onFilter({ status: String(key) as QuotationStatus | '' })}
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
          {props.onCreate && (
            <Button variant="primary" onPress={props.onCreate}>
              {T.create}
            </Button>
          )}
        </>
      }
      dialogs={remove.dialog}
    >
      <RecordTable
        label={title}
        rows={props.rows}
        rowKey={(q) => q.id}
        columns={[
          {
            id: 'number',
            title: T.number,
            render: (q) => (
              <>
                <Box fontWeight="bold">{q.number}</Box>
                <Box color="textMuted" fontSize="sm">
                  {T.items(q.toy_count)}
                </Box>
              </>
            ),
          },
          { id: 'customer', title: T.customer, render: (q) => q.customer_name || T.noCustomer },
          { id: 'salesperson', title: T.salesperson, render: (q) => q.user_name },
          {
            id: 'status',
            title: T.status,
            render: (q) => (
              <>
                <Badge tone={STATUS_TONES[q.status]}>{q.status_text}</Badge>
                <Box color="textMuted" fontSize="xs">
                  {q.status_time}
                </Box>
              </>
            ),
          },
          { id: 'amount', title: T.amount, numeric: true, render: (q) => formatPrice(q.amount, q.currency) },
          { id: 'created', title: T.createTime, render: (q) => q.create_time },
          {
            id: 'actions',
            title: T.actions,
            render: (q) => (
              <Box display="flex" gap="xs">
                <Button size="sm" onPress={() => props.onOpen(q.id)} aria-label={`${T.open} ${q.number}`}>
                  {T.open}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => remove.ask(q.id)}
                  aria-label={`${T.remove} ${q.number}`}
                >
                  {T.remove}
                </Button>
              </Box>
            ),
          },
        ]}
      />
    </ListScreen>
  );
}
