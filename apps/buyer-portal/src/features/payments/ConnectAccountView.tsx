import type { PaymentAccountInfo, PaymentAccountLog } from '@wanju/api-client';
import { PAYMENT_STATUS_LABELS, type PaymentAccountStatus } from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, ConfirmDialog, EmptyState, Spinner } from '@wanju/ui';
import { type ReactNode, useState } from 'react';
import { PAY_TEXT as T } from './messages';
import * as styles from './Payments.css';

export const STATUS_TONES: Record<PaymentAccountStatus, BadgeTone> = {
  notAuthorization: 'neutral',
  INIT: 'warning',
  UNDER_REVIEW: 'info',
  SUSPENDED: 'danger',
  ACTIVE: 'success',
};

export interface ConnectAccountViewProps {
  state: 'loading' | 'error' | 'ready';
  account: PaymentAccountInfo | null;
  log: readonly PaymentAccountLog[];
  busy: boolean;
  onLink: () => void;
  onUnlink: () => void;
  /** the KYC page, shown under the status while the account is INIT, SUSPENDED or UNDER_REVIEW */
  kyc?: ReactNode;
  onManage: () => void;
  onRetry: () => void;
}

/** /Connectaccount: the provider account's status, linking (authorisation) and unlinking with a confirmation. */
export function ConnectAccountView(props: ConnectAccountViewProps) {
  const [confirming, setConfirming] = useState(false);
  const { account } = props;
  return (
    <Box as="section" aria-label={T.connectTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.connectTitle}
      </Box>
      {props.state === 'loading' && <Spinner size="lg" label={T.loading} showLabel />}
      {props.state === 'error' && (
        <EmptyState
          title={T.loadFailed}
          action={
            <Button variant="primary" onPress={props.onRetry}>
              {T.retry}
            </Button>
          }
        />
      )}
      {props.state === 'ready' && account && (
        <>
          <div className={styles.card}>
            <Box display="flex" flexDirection="column" gap="md">
              <Box display="flex" alignItems="center" gap="sm">
                <span>{T.status}</span>
                <Badge tone={STATUS_TONES[account.status]}>{PAYMENT_STATUS_LABELS[account.status]}</Badge>
              </Box>
              {account.status === 'notAuthorization' ? (
                <Box color="textSecondary">{T.notLinkedHint}</Box>
              ) : (
                <dl className={styles.details}>
                  <dt className={styles.dt}>{T.provider}</dt>
                  <dd className={styles.dd}>{account.provider === 'sandbox' ? T.sandboxProvider : account.provider}</dd>
                  <dt className={styles.dt}>{T.linkedAt}</dt>
                  <dd className={styles.dd}>{account.linked_time}</dd>
                  <dt className={styles.dt}>{T.loginToken}</dt>
                  <dd className={styles.dd}>{`${account.login_token.slice(0, 10)}…`}</dd>
                </dl>
              )}
              <Box role="status" color={account.status === 'SUSPENDED' ? 'danger' : 'textSecondary'}>
                {account.status === 'INIT' && T.kycNeeded}
                {account.status === 'SUSPENDED' && T.kycRefused(account.kyc_reason)}
                {account.status === 'UNDER_REVIEW' && T.underReview}
                {account.status === 'ACTIVE' && T.active}
              </Box>
              {!account.may_change && <Box color="textSecondary">{T.mayNotChange}</Box>}
              <Box display="flex" gap="sm" flexWrap="wrap">
                {account.status === 'notAuthorization' && (
                  <Button
                    variant="primary"
                    onPress={props.onLink}
                    isDisabled={!account.may_change}
                    isPending={props.busy}
                  >
                    {T.link}
                  </Button>
                )}
                {account.status === 'ACTIVE' && (
                  <Button variant="primary" onPress={props.onManage}>
                    {T.goManage}
                  </Button>
                )}
                {account.status !== 'notAuthorization' && account.may_change && (
                  <Button variant="outline" onPress={() => setConfirming(true)} isPending={props.busy}>
                    {T.unlink}
                  </Button>
                )}
              </Box>
            </Box>
          </div>
          {props.kyc}
          {props.log.length > 0 && (
            <Box display="flex" flexDirection="column" gap="sm">
              <Box as="h2" fontSize="lg" fontWeight="bold">
                {T.history}
              </Box>
              <ul aria-label={T.history}>
                {props.log.map((l) => (
                  <li key={l.id}>
                    {l.time} · {l.status_text}
                    {l.note ? ` · ${l.note}` : ''}
                  </li>
                ))}
              </ul>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.unlink}
        message={T.confirmUnlink}
        confirmLabel={T.unlink}
        onConfirm={() => {
          setConfirming(false);
          props.onUnlink();
        }}
      />
    </Box>
  );
}
