import type { SandboxAccount } from '@wanju/api-client';
import { formatMinor, type PaymentCurrency, parseMinor } from '@wanju/domain';
import { Badge, Box, Button, EmptyState, Select, TextField } from '@wanju/ui';
import { useState } from 'react';
import { STATUS_TONES } from './ConnectAccountView';
import { PAY_TEXT as T } from './messages';
import * as styles from './Payments.css';

export interface SandboxConsoleViewProps {
  /** why this user has no console (not an operator), or null */
  denied: string | null;
  accounts: readonly SandboxAccount[];
  busy: boolean;
  onReview: (accountId: number, approve: boolean, reason: string) => void;
  onPayment: (input: {
    account_id: number;
    currency: PaymentCurrency;
    amount_minor: number;
    payer_name: string;
    payer_country: string;
  }) => void;
  onSettle: (settlementId: number, approve: boolean, reason: string) => void;
}

function AccountCard({
  account,
  ...props
}: Omit<SandboxConsoleViewProps, 'denied' | 'accounts'> & { account: SandboxAccount }) {
  const [reason, setReason] = useState('');
  const [currency, setCurrency] = useState<PaymentCurrency | ''>(account.collection_accounts[0]?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [payer, setPayer] = useState('');
  const [country, setCountry] = useState('');
  const minor = currency ? parseMinor(amount, currency) : null;
  return (
    <Box
      as="article"
      aria-label={account.company_name}
      className={styles.card}
      display="flex"
      flexDirection="column"
      gap="md"
    >
      <Box display="flex" alignItems="center" gap="sm">
        <Box as="h2" fontSize="lg" fontWeight="bold">
          {account.company_name}
        </Box>
        <Badge tone={STATUS_TONES[account.status]}>{account.status_text}</Badge>
      </Box>
      {account.kyc && (
        <dl className={styles.details}>
          <dt className={styles.dt}>{T.registrationNumber}</dt>
          <dd className={styles.dd}>{account.kyc.registration_number}</dd>
          <dt className={styles.dt}>{T.representativeName}</dt>
          <dd className={styles.dd}>{account.kyc.representative_name}</dd>
          <dt className={styles.dt}>{T.owners}</dt>
          <dd className={styles.dd}>{account.kyc.owners.map((o) => `${o.name} ${o.share}%`).join('、')}</dd>
          <dt className={styles.dt}>{T.documents}</dt>
          <dd className={styles.dd}>{account.kyc_documents.map((d) => `${d.kind_text}（${d.name}）`).join('、')}</dd>
          <dt className={styles.dt}>{T.submittedAt}</dt>
          <dd className={styles.dd}>{account.submitted_time}</dd>
        </dl>
      )}
      {account.status === 'UNDER_REVIEW' && (
        <Box display="flex" gap="sm" alignItems="flex-end" flexWrap="wrap">
          <Button variant="primary" isPending={props.busy} onPress={() => props.onReview(account.account_id, true, '')}>
            {T.approve}
          </Button>
          <TextField label={T.refuseReason} value={reason} onChange={setReason} />
          <Button
            variant="outline"
            isPending={props.busy}
            onPress={() => props.onReview(account.account_id, false, reason)}
          >
            {T.refuse}
          </Button>
        </Box>
      )}
      {account.status === 'ACTIVE' && account.collection_accounts.length > 0 && (
        <Box
          as="form"
          display="flex"
          gap="sm"
          alignItems="flex-end"
          flexWrap="wrap"
          onSubmit={(e) => e.preventDefault()}
        >
          <Select
            label={T.currency}
            items={account.collection_accounts.map((c) => ({ id: c.currency, name: c.currency }))}
            selectedKey={currency}
            onSelectionChange={(key) => setCurrency(String(key) as PaymentCurrency)}
          />
          <TextField label={T.amount} value={amount} inputMode="decimal" onChange={setAmount} />
          <TextField label={T.payerName} value={payer} onChange={setPayer} />
          <TextField label={T.payerCountry} value={country} onChange={setCountry} />
          <Button
            variant="primary"
            isPending={props.busy}
            isDisabled={!currency || minor === null || !payer.trim()}
            onPress={() => {
              if (!currency || minor === null) return;
              props.onPayment({
                account_id: account.account_id,
                currency,
                amount_minor: minor,
                payer_name: payer.trim(),
                payer_country: country.trim(),
              });
              setAmount('');
            }}
          >
            {T.simulate}
          </Button>
        </Box>
      )}
      {account.collection_accounts.length > 0 && (
        <Box color="textSecondary" fontSize="sm">
          {account.collection_accounts
            .map((c) => `${c.currency} ${T.balance} ${formatMinor(c.balance_minor, c.currency)}`)
            .join(' · ')}
        </Box>
      )}
      {account.pending_settlements.length > 0 && (
        <Box display="flex" flexDirection="column" gap="sm">
          <Box fontWeight="bold">{T.pendingSettlements}</Box>
          {account.pending_settlements.map((s) => (
            <Box key={s.id} display="flex" gap="sm" alignItems="center" flexWrap="wrap">
              <span>
                {s.contract_number} · {formatMinor(s.amount_minor, s.currency)} → {formatMinor(s.rmb_minor, 'RMB')}（
                {T.rate} {s.rate}）
              </span>
              <Button variant="primary" isPending={props.busy} onPress={() => props.onSettle(s.id, true, '')}>
                {T.complete}
              </Button>
              <Button
                variant="outline"
                isPending={props.busy}
                onPress={() => props.onSettle(s.id, false, T.returnReason)}
              >
                {T.returnSettlement}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The operator's sandbox console: review KYC, simulate a buyer's payment, complete or return settlements. */
export function SandboxConsoleView(props: SandboxConsoleViewProps) {
  return (
    <Box as="section" aria-label={T.sandboxTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.sandboxTitle}
      </Box>
      {props.denied ? (
        <EmptyState title={props.denied} />
      ) : (
        <>
          <Box color="textSecondary">{T.sandboxHint}</Box>
          {props.accounts.length === 0 ? (
            <EmptyState title={T.noSandboxAccounts} />
          ) : (
            props.accounts.map((a) => <AccountCard key={a.account_id} account={a} {...props} />)
          )}
        </>
      )}
    </Box>
  );
}
