import type { PaymentDocument } from '@wanju/api-client';
import {
  type BeneficialOwner,
  KYC_DOCUMENTS,
  type KycApplication,
  kycProblem,
  PAYMENT_DOCUMENT_KINDS,
  type PaymentAccountStatus,
  type PaymentDocumentKind,
} from '@wanju/domain';
import { Box, Button, FileInput, NumberField, TextField } from '@wanju/ui';
import { useState } from 'react';
import { PAY_TEXT as T } from './messages';
import * as styles from './Payments.css';

export interface KycViewProps {
  status: PaymentAccountStatus;
  /** what was submitted before (shown read-only while under review, as the start of a correction after a refusal) */
  initial: KycApplication | null;
  documents: readonly PaymentDocument[];
  submittedTime: string | null;
  mayChange: boolean;
  busy: boolean;
  /** the refusal of the last upload or submission */
  error: string | null;
  onUpload: (kind: PaymentDocumentKind, file: File) => void;
  onSubmit: (kyc: KycApplication, documentIds: number[]) => void;
}

const EMPTY: KycApplication = {
  company_name: '',
  registration_number: '',
  address: '',
  representative_name: '',
  representative_id: '',
  representative_phone: '',
  owners: [{ name: '', id_number: '', share: 100 }],
};

const FIELDS = [
  ['company_name', T.companyName],
  ['registration_number', T.registrationNumber],
  ['address', T.address],
  ['representative_name', T.representativeName],
  ['representative_id', T.representativeId],
  ['representative_phone', T.representativePhone],
] as const;

/** The KYC page: company, legal representative, beneficial owners and documents, then the review status. */
export function KycView(props: KycViewProps) {
  const [form, setForm] = useState<KycApplication>(props.initial ?? EMPTY);
  const [touched, setTouched] = useState(false);
  const reviewing = props.status === 'UNDER_REVIEW';
  const readOnly = reviewing || !props.mayChange;
  const latest = new Map<string, PaymentDocument>();
  for (const d of props.documents) if (!latest.has(d.kind)) latest.set(d.kind, d);
  const kinds = [...latest.keys()];
  const problem = kycProblem(form, kinds);
  const setOwner = (i: number, patch: Partial<BeneficialOwner>) =>
    setForm((f) => ({ ...f, owners: f.owners.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  return (
    <Box as="section" aria-label={T.kycTitle} display="flex" flexDirection="column" gap="md" className={styles.card}>
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {T.kycTitle}
      </Box>
      {reviewing && (
        <Box role="status" color="textSecondary">
          {T.underReview} {props.submittedTime ? `${T.submittedAt}：${props.submittedTime}` : ''}
        </Box>
      )}
      <div className={styles.grid}>
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={form[key]}
            isReadOnly={readOnly}
            isRequired
            onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
          />
        ))}
      </div>
      <Box as="fieldset" display="flex" flexDirection="column" gap="sm">
        <legend>{T.owners}</legend>
        {form.owners.map((o, i) => (
          // owners have no id of their own and are only appended or removed: the position is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={i} display="flex" gap="sm" alignItems="flex-end" flexWrap="wrap">
            <TextField
              label={`${T.ownerName} ${i + 1}`}
              value={o.name}
              isReadOnly={readOnly}
              onChange={(name) => setOwner(i, { name })}
            />
            <TextField
              label={`${T.ownerId} ${i + 1}`}
              value={o.id_number}
              isReadOnly={readOnly}
              onChange={(id_number) => setOwner(i, { id_number })}
            />
            <NumberField
              label={`${T.ownerShare} ${i + 1}`}
              value={o.share}
              minValue={0}
              maxValue={100}
              isReadOnly={readOnly}
              onChange={(share) => setOwner(i, { share: Number.isFinite(share) ? share : 0 })}
            />
            {!readOnly && form.owners.length > 1 && (
              <Button
                variant="ghost"
                onPress={() => setForm((f) => ({ ...f, owners: f.owners.filter((_, j) => j !== i) }))}
              >
                {T.removeOwner}
              </Button>
            )}
          </Box>
        ))}
        {!readOnly && form.owners.length < 4 && (
          <Box>
            <Button
              variant="outline"
              onPress={() => setForm((f) => ({ ...f, owners: [...f.owners, { name: '', id_number: '', share: 25 }] }))}
            >
              {T.addOwner}
            </Button>
          </Box>
        )}
      </Box>
      <Box display="flex" flexDirection="column" gap="sm">
        <Box fontWeight="bold">{T.documents}</Box>
        <div className={styles.grid}>
          {KYC_DOCUMENTS.map((kind) => (
            <Box key={kind} display="flex" flexDirection="column" gap="xs">
              {!readOnly && (
                <FileInput
                  label={T.uploadOf(PAYMENT_DOCUMENT_KINDS[kind])}
                  hint={T.documentHint}
                  accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                  onFiles={(files) => files[0] && props.onUpload(kind, files[0])}
                />
              )}
              {latest.get(kind) && (
                <Box color="success" fontSize="sm">
                  {PAYMENT_DOCUMENT_KINDS[kind]} · {T.uploaded(latest.get(kind)?.name ?? '')}
                </Box>
              )}
            </Box>
          ))}
        </div>
      </Box>
      {(props.error || (touched && problem)) && (
        <Box role="alert" color="danger">
          {props.error ?? problem}
        </Box>
      )}
      {!readOnly && (
        <Box>
          <Button
            variant="primary"
            isPending={props.busy}
            onPress={() => {
              setTouched(true);
              if (!problem)
                props.onSubmit(
                  form,
                  KYC_DOCUMENTS.flatMap((k) => latest.get(k)?.id ?? []),
                );
            }}
          >
            {T.submitKyc}
          </Button>
        </Box>
      )}
    </Box>
  );
}
