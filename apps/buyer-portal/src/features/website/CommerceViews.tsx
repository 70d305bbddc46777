import type {
  SampleListDetail,
  SampleListItem,
  WebsiteLine,
  WebsiteOrderDetail,
  WebsiteOrderItem,
} from '@wanju/api-client';
import { ORDER_STATUS_LABELS } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  CardItem,
  CardList,
  Image,
  Pagination,
  SearchField,
  Select,
  Table,
  type TableColumn,
  TextField,
} from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, type SiteOption } from './parts';
import * as styles from './Website.css';

const S = WEBSITE_TEXT.samples;
const O = WEBSITE_TEXT.orders;
const ORDER_TONES = ['warning', 'info', 'primary', 'success', 'neutral'] as const;

const money = (n: number) => `¥${n.toFixed(2)}`;

function LinesTable(props: { lines: readonly WebsiteLine[]; label: string }) {
  const rows = props.lines.map((l, i) => ({ ...l, id: `${l.company_product_id ?? 'x'}-${i}` }));
  const columns: TableColumn<(typeof rows)[number]>[] = [
    {
      id: 'picture',
      title: '图片',
      width: 72,
      render: (l) => <Box className={styles.thumb}>{l.picture && <Image src={l.picture} alt={l.name} />}</Box>,
    },
    { id: 'name', title: S.name, isRowHeader: true, render: (l) => l.name },
    { id: 'item', title: S.itemNumber, render: (l) => l.item_number },
    { id: 'price', title: S.price, align: 'end', render: (l) => money(l.price) },
    { id: 'qty', title: S.qty, align: 'end', render: (l) => `${l.qty}${l.unit ? ` ${l.unit}` : ''}` },
    { id: 'amount', title: O.amount, align: 'end', render: (l) => money(l.price * l.qty) },
    { id: 'remark', title: S.remark, render: (l) => l.remark },
  ];
  return <Table label={props.label} columns={columns} rows={rows} />;
}

export interface SampleListViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  rows: readonly SampleListItem[];
  total: number;
  page: number;
  pageSize: number;
  onSite: (id: number | null) => void;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onRetry: () => void;
}

/** /sampleList: the sample lists visitors submitted on the company's sites. */
export function SampleListView(props: SampleListViewProps) {
  return (
    <AdminFrame
      title={S.title}
      sites={props.sites}
      siteId={props.siteId}
      allSites
      onSite={props.onSite}
      tools={<SearchField label={WEBSITE_TEXT.search} onSubmit={props.onSearch} />}
    >
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={S.empty}
        emptyHint={S.emptyHint}
      >
        <CardList label={S.title}>
          {props.rows.map((l) => (
            <CardItem key={l.id} label={`${l.visitor_name} ${l.submitted_time}`} wrap>
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box display="flex" gap="sm" alignItems="center" flexWrap="wrap">
                  <Box fontWeight="bold">{l.visitor_name}</Box>
                  <Box color="textSecondary">{l.visitor_account}</Box>
                  {l.visitor_company && <Box color="textSecondary">{l.visitor_company}</Box>}
                  <Badge tone={l.status === 2 ? 'success' : 'info'}>{l.status_text}</Badge>
                </Box>
                <Box color="textMuted" fontSize="sm">
                  {l.website_name} · {S.items(l.item_count, l.total_qty)} · {S.submittedAt} {l.submitted_time}
                  {l.remark && ` · ${S.remark}：${l.remark}`}
                </Box>
              </Box>
              <Button
                size="sm"
                onPress={() => props.onOpen(l.id)}
                aria-label={`${WEBSITE_TEXT.detail} ${l.visitor_name} ${l.submitted_time}`}
              >
                {WEBSITE_TEXT.detail}
              </Button>
            </CardItem>
          ))}
        </CardList>
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
    </AdminFrame>
  );
}

export interface SampleListDetailViewProps {
  state: LoadState;
  list: SampleListDetail | null;
  onBack: () => void;
  onOpenOrder: (id: number) => void;
  onRetry: () => void;
}

/** /sampleListDetail: one submitted list, its products and quantities, and its order when there is one. */
export function SampleListDetailView(props: SampleListDetailViewProps) {
  const l = props.list;
  return (
    <AdminFrame title={S.detailTitle} tools={<Button onPress={props.onBack}>{WEBSITE_TEXT.back}</Button>}>
      <ListState state={props.state} isEmpty={!l} onRetry={props.onRetry} emptyTitle={S.empty}>
        {l && (
          <>
            <Box
              display="flex"
              gap="md"
              alignItems="center"
              flexWrap="wrap"
              padding="md"
              background="surface"
              borderRadius="md"
            >
              <Box fontWeight="bold">{l.visitor_name}</Box>
              <Box color="textSecondary">{l.visitor_account}</Box>
              <Box color="textSecondary">{l.visitor_company}</Box>
              <Badge tone={l.status === 2 ? 'success' : 'info'}>{l.status_text}</Badge>
              <Box color="textMuted" fontSize="sm">
                {l.website_name} · {S.submittedAt} {l.submitted_time}
              </Box>
              {l.order_id && (
                <Button size="sm" variant="primary" onPress={() => props.onOpenOrder(l.order_id as number)}>
                  {S.ordered}
                </Button>
              )}
            </Box>
            {l.remark && (
              <Box>
                {S.remark}：{l.remark}
              </Box>
            )}
            <LinesTable lines={l.lines} label={S.detailTitle} />
          </>
        )}
      </ListState>
    </AdminFrame>
  );
}

export interface CustomerIndentViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  status: number | null;
  rows: readonly WebsiteOrderItem[];
  total: number;
  page: number;
  pageSize: number;
  onSite: (id: number | null) => void;
  onStatus: (status: number | null) => void;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onRetry: () => void;
}

/** /customerIndent: the orders visitors placed, by status. */
export function CustomerIndentView(props: CustomerIndentViewProps) {
  const statuses = [
    { id: -1, name: O.allStatus },
    ...Object.entries(ORDER_STATUS_LABELS).map(([id, name]) => ({ id: Number(id), name })),
  ];
  const rows = props.rows;
  const columns: TableColumn<WebsiteOrderItem>[] = [
    { id: 'number', title: O.number, isRowHeader: true, render: (o) => o.number },
    {
      id: 'customer',
      title: O.customer,
      render: (o) => `${o.visitor_name}${o.visitor_company ? ` · ${o.visitor_company}` : ''}`,
    },
    {
      id: 'status',
      title: O.status,
      render: (o) => <Badge tone={ORDER_TONES[o.status] ?? 'neutral'}>{o.status_text}</Badge>,
    },
    { id: 'total', title: O.total, align: 'end', render: (o) => money(o.total) },
    { id: 'created', title: O.createdAt, render: (o) => o.created_time },
    {
      id: 'open',
      title: '操作',
      render: (o) => (
        <Button size="sm" onPress={() => props.onOpen(o.id)} aria-label={`${WEBSITE_TEXT.detail} ${o.number}`}>
          {WEBSITE_TEXT.detail}
        </Button>
      ),
    },
  ];
  return (
    <AdminFrame
      title={O.title}
      sites={props.sites}
      siteId={props.siteId}
      allSites
      onSite={props.onSite}
      tools={
        <>
          <Select
            label={O.status}
            items={statuses}
            selectedKey={props.status ?? -1}
            onSelectionChange={(k) => props.onStatus(Number(k) >= 0 ? Number(k) : null)}
          />
          <SearchField label={WEBSITE_TEXT.search} onSubmit={props.onSearch} />
        </>
      }
    >
      <ListState
        state={props.state}
        isEmpty={rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={O.empty}
        emptyHint={O.emptyHint}
      >
        <Table label={O.title} columns={columns} rows={rows} onRowAction={(key) => props.onOpen(Number(key))} />
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
    </AdminFrame>
  );
}

export interface CustomerOrderViewProps {
  state: LoadState;
  order: WebsiteOrderDetail | null;
  canHandle: boolean;
  onBack: () => void;
  onMove: (status: number, note: string) => Promise<boolean>;
  onOpenList: (id: number) => void;
  onRetry: () => void;
}

/** /customerOrder: one order, its lines as ordered, and the status moves the company may make. */
export function CustomerOrderView(props: CustomerOrderViewProps) {
  const [note, setNote] = useState('');
  const o = props.order;
  return (
    <AdminFrame title={O.detailTitle} tools={<Button onPress={props.onBack}>{WEBSITE_TEXT.back}</Button>}>
      <ListState state={props.state} isEmpty={!o} onRetry={props.onRetry} emptyTitle={O.empty}>
        {o && (
          <>
            <Box display="flex" flexDirection="column" gap="sm" padding="md" background="surface" borderRadius="md">
              <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
                <Box fontWeight="bold">
                  {O.number} {o.number}
                </Box>
                <Badge tone={ORDER_TONES[o.status] ?? 'neutral'}>{o.status_text}</Badge>
                <Box color="textMuted" fontSize="sm">
                  {o.website_name} · {O.createdAt} {o.created_time}
                </Box>
              </Box>
              <Box>
                {O.customer}：{o.visitor_name} · {o.visitor_account}
                {o.visitor_company && ` · ${o.visitor_company}`}
              </Box>
              {o.remark && (
                <Box>
                  {O.remark}：{o.remark}
                </Box>
              )}
              {o.status_note && <Box color="textSecondary">{o.status_note}</Box>}
              <Box fontWeight="bold" role="status">
                {O.total}：{money(o.total)}
              </Box>
              {o.sample_list_id && (
                <Box>
                  <Button size="sm" variant="ghost" onPress={() => props.onOpenList(o.sample_list_id as number)}>
                    {O.fromList}
                  </Button>
                </Box>
              )}
            </Box>
            {props.canHandle && o.next_statuses.length > 0 && (
              <Box display="flex" gap="sm" alignItems="flex-end" flexWrap="wrap">
                <TextField label={O.note} value={note} onChange={setNote} />
                {o.next_statuses.map((s) => (
                  <Button
                    key={s.status}
                    variant={s.status === 4 ? 'danger' : 'primary'}
                    onPress={async () => {
                      if (await props.onMove(s.status, note)) setNote('');
                    }}
                  >
                    {O.moveTo(s.text)}
                  </Button>
                ))}
              </Box>
            )}
            <LinesTable lines={o.lines} label={O.detailTitle} />
          </>
        )}
      </ListState>
    </AdminFrame>
  );
}
