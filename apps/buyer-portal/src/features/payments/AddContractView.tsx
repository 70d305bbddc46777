import type { ContractOrder, PaymentDocument, Settlement } from '@wanju/api-client';
import {
  formatMinor,
  PAYMENT_DOCUMENT_KINDS,
  type PaymentCurrency,
  type PaymentDocumentKind,
  parseMinor,
  SETTLEMENT_DOCUMENTS,
  SETTLEMENT_STATUS_LABELS,
  settlementProblem,
} from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, EmptyState, FileInput, RecordTable, Select, TextField } from '@wanju/ui';
import { useState } from 'react';
import { PAY_TEXT as T } from './messages';
import * as styles from './Payments.css';

const TONES: Record<Settlement['status'], BadgeTone> = { submitted: 'info', settled: 'success', rejected: 'danger' };

export interface AddContractViewProps {
  contracts: readonly ContractOrder[];
  /** the collection balance per currency (received, not settled) */
  balances: Partial<Record<PaymentCurrency, number>>;
  contractId: number | null;
  documents: readonly PaymentDocument[];
  settlements: readonly Settlement[];
  /** the platform's rate and what the typed amount would bring, when known */
  quote: { rate: number; rmb_minor: number } | null;
  busy: boolean;
  error: string | null;
  onContract: (id: number) => void;
  onAmount: (currency: PaymentCurrency, minor: number | null) => void;
  onUpload: (kind: PaymentDocumentKind, file: File) => void;
  onSubmit: (input: {
    contract_id: number;
    currency: PaymentCurrency;
    amount_minor: number;
    document_ids: number[];
  }) => void;
}

/** /addContract: the FX settlement application — contract, amount within the balance, documents — and its states. */
export function AddContractView(props: AddContractViewProps) {
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const contract = props.contracts.find((c) => c.id === props.contractId) ?? null;
  const currency = contract?.currency ?? null;
  const balance = currency ? (props.balances[currency] ?? 0) : 0;
  const rest = contract ? contract.amount_minor - contract.settled_minor : 0;
  const minor = currency ? parseMinor(amount, currency) : null;
  const latest = new Map<string, PaymentDocument>();
  for (const d of props.documents) if (!latest.has(d.kind)) latest.set(d.kind, d);
  const problem = !contract
    ? T.pickContract
    : minor === null
      ? T.amountInvalid
      : settlementProblem(
          { currency: contract.currency, amountMinor: minor, documentKinds: [...latest.keys()] },
          { contractCurrency: contract.currency, balanceMinor: balance, contractRestMinor: rest },
        );
  return (
    <Box as="section" aria-label={T.settleTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.settleTitle}
      </Box>
      {props.contracts.length === 0 ? (
        <EmptyState title={T.noContracts} />
      ) : (
        <Box display="flex" flexDirection="column" gap="md" className={styles.card}>
          <Select
            label={T.pickContract}
            items={props.contracts.map((c) => ({
              id: c.id,
              name: `${c.number} · ${c.buyer_name} · ${formatMinor(c.amount_minor, c.currency)}`,
            }))}
            selectedKey={props.contractId}
            onSelectionChange={(key) => {
              setAmount('');
              props.onContract(Number(key));
            }}
          />
          {contract && currency && (
            <Box role="status" color="textSecondary">
              {T.available(formatMinor(balance, currency), formatMinor(rest, currency))}
            </Box>
          )}
          <TextField
            label={`${T.amountLabel}${currency ? `（${currency}）` : ''}`}
            value={amount}
            inputMode="decimal"
            isDisabled={!contract}
            onChange={(value) => {
              setAmount(value);
              if (currency) props.onAmount(currency, parseMinor(value, currency));
            }}
          />
          {props.quote && minor !== null && (
            <Box color="textSecondary">{T.willGet(formatMinor(props.quote.rmb_minor, 'RMB'), props.quote.rate)}</Box>
          )}
          <Box fontWeight="bold">{T.settleDocs}</Box>
          <div className={styles.grid}>
            {SETTLEMENT_DOCUMENTS.map((kind) => (
              <Box key={kind} display="flex" flexDirection="column" gap="xs">
                <FileInput
                  label={T.uploadOf(PAYMENT_DOCUMENT_KINDS[kind])}
                  hint={T.documentHint}
                  accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                  onFiles={(files) => files[0] && props.onUpload(kind, files[0])}
                />
                {latest.get(kind) && (
                  <Box color="success" fontSize="sm">
                    {T.uploaded(latest.get(kind)?.name ?? '')}
                  </Box>
                )}
              </Box>
            ))}
          </div>
          {(props.error || (touched && problem)) && (
            <Box role="alert" color="danger">
              {props.error ?? problem}
            </Box>
          )}
          <Box>
            <Button
              variant="primary"
              isPending={props.busy}
              onPress={() => {
                setTouched(true);
                if (!problem && contract && minor !== null)
                  props.onSubmit({
                    contract_id: contract.id,
                    currency: contract.currency,
                    amount_minor: minor,
                    document_ids: SETTLEMENT_DOCUMENTS.flatMap((k) => latest.get(k)?.id ?? []),
                  });
              }}
            >
              {T.submitSettle}
            </Button>
          </Box>
        </Box>
      )}
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {T.applications}
      </Box>
      {props.settlements.length === 0 ? (
        <Box color="textSecondary">{T.noApplications}</Box>
      ) : (
        <RecordTable
          label={T.applications}
          rows={props.settlements}
          rowKey={(s) => s.id}
          columns={[
            { id: 'created', title: T.createTime, render: (s) => s.create_time },
            { id: 'contract', title: T.contract, render: (s) => s.contract_number },
            { id: 'amount', title: T.amount, numeric: true, render: (s) => formatMinor(s.amount_minor, s.currency) },
            { id: 'rate', title: T.rate, numeric: true, render: (s) => s.rate },
            { id: 'rmb', title: T.rmb, numeric: true, render: (s) => formatMinor(s.rmb_minor, 'RMB') },
            {
              id: 'state',
              title: T.state,
              render: (s) => (
                <>
                  <Badge tone={TONES[s.status]}>{SETTLEMENT_STATUS_LABELS[s.status]}</Badge>
                  {s.reason && <Box color="danger" fontSize="sm">{`${T.reason}：${s.reason}`}</Box>}
                </>
              ),
            },
            { id: 'documents', title: T.documents, render: (s) => s.documents.map((d) => d.kind_text).join('、') },
          ]}
        />
      )}
    </Box>
  );
}
