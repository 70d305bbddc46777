import type { CollectionAccount } from '@wanju/api-client';
import {
  COLLECTION_CURRENCIES,
  formatMinor,
  PAYMENT_CURRENCIES,
  type PaymentCurrency,
  type ReconciliationDay,
} from '@wanju/domain';
import { Badge, Box, Button, EmptyState, RecordTable } from '@wanju/ui';
import { PAY_TEXT as T } from './messages';
import * as styles from './Payments.css';

export interface CollectionManageViewProps {
  accounts: readonly CollectionAccount[];
  reconciliation: readonly ReconciliationDay[];
  mayChange: boolean;
  busy: boolean;
  onOpen: (currency: PaymentCurrency) => void;
  onCopy: (text: string) => void;
}

const HEADERS = [
  ['day', T.day],
  ['currency', T.currency],
  ['opening', T.opening],
  ['received', T.received],
  ['fees', T.fee],
  ['settled', T.settled],
  ['reversed', T.reversed],
  ['closing', T.closing],
  ['provider_received', T.providerReceived],
  ['ok', T.check],
] as const;

/** What a buyer abroad needs to pay into one collection account. */
export function bankText(a: CollectionAccount): string {
  return [
    `${T.accountName}: ${a.account_name}`,
    `${T.accountNumber}: ${a.account_number}`,
    `${T.bankName}: ${a.bank_name}`,
    `${T.bankAddress}: ${a.bank_address}`,
    `${T.swift}: ${a.swift}`,
    a.routing_code ? `${T.routingCode}: ${a.routing_code}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** /collectionManage: collection accounts by currency with the bank details to give buyers, balances, daily reconciliation. */
export function CollectionManageView(props: CollectionManageViewProps) {
  const open = new Set(props.accounts.map((a) => a.currency));
  const missing = COLLECTION_CURRENCIES.filter((c) => !open.has(c));
  return (
    <Box as="section" aria-label={T.manageTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.manageTitle}
      </Box>
      {props.mayChange && missing.length > 0 && (
        <Box display="flex" gap="sm" flexWrap="wrap">
          {missing.map((c) => (
            <Button key={c} variant="outline" isPending={props.busy} onPress={() => props.onOpen(c)}>
              {T.openCurrency(`${PAYMENT_CURRENCIES[c].name}（${c}）`)}
            </Button>
          ))}
        </Box>
      )}
      {props.accounts.length === 0 ? (
        <EmptyState title={T.noCollection} description={T.noCollectionHint} />
      ) : (
        <div className={styles.grid}>
          {props.accounts.map((a) => (
            <Box
              key={a.id}
              as="article"
              aria-label={`${PAYMENT_CURRENCIES[a.currency].name}（${a.currency}）`}
              className={styles.card}
              display="flex"
              flexDirection="column"
              gap="sm"
            >
              <Box display="flex" justifyContent="space-between" alignItems="center">
                <Box as="h2" fontSize="lg" fontWeight="bold">
                  {PAYMENT_CURRENCIES[a.currency].name}（{a.currency}）
                </Box>
                <Badge tone="success">{T.balance}</Badge>
              </Box>
              <Box fontSize="xl" fontWeight="bold" color="price" aria-label={`${a.currency} ${T.balance}`}>
                {formatMinor(a.balance_minor, a.currency)}
              </Box>
              {a.settling_minor > 0 && (
                <Box color="textSecondary" fontSize="sm">
                  {T.settling} {formatMinor(a.settling_minor, a.currency)}
                </Box>
              )}
              <dl className={styles.details}>
                <dt className={styles.dt}>{T.accountName}</dt>
                <dd className={styles.dd}>{a.account_name}</dd>
                <dt className={styles.dt}>{T.accountNumber}</dt>
                <dd className={styles.dd}>{a.account_number}</dd>
                <dt className={styles.dt}>{T.bankName}</dt>
                <dd className={styles.dd}>{a.bank_name}</dd>
                <dt className={styles.dt}>{T.bankAddress}</dt>
                <dd className={styles.dd}>{a.bank_address}</dd>
                <dt className={styles.dt}>{T.swift}</dt>
                <dd className={styles.dd}>{a.swift}</dd>
                {a.routing_code && (
                  <>
                    <dt className={styles.dt}>{T.routingCode}</dt>
                    <dd className={styles.dd}>{a.routing_code}</dd>
                  </>
                )}
              </dl>
              <Box>
                <Button variant="ghost" onPress={() => props.onCopy(bankText(a))}>
                  {T.copy}
                </Button>
              </Box>
            </Box>
          ))}
        </div>
      )}
      {props.reconciliation.length > 0 && (
        <Box display="flex" flexDirection="column" gap="sm">
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {T.reconciliation}
          </Box>
          <RecordTable
            label={T.reconciliation}
            rows={[...props.reconciliation].reverse()}
            rowKey={(d) => `${d.day}-${d.currency}`}
            columns={HEADERS.map(([key, label]) => ({
              id: key,
              title: label,
              numeric: key !== 'day' && key !== 'currency' && key !== 'ok',
              render: (d: (typeof props.reconciliation)[number]) =>
                key === 'day' || key === 'currency' ? (
                  d[key]
                ) : key === 'ok' ? (
                  <Badge tone={d.ok ? 'success' : 'danger'}>{d.ok ? T.reconciled : T.unreconciled}</Badge>
                ) : (
                  formatMinor(d[key], d.currency)
                ),
            }))}
          />
        </Box>
      )}
    </Box>
  );
}
