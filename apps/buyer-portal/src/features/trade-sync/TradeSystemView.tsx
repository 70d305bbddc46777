import type { SyncAccountInfo } from '@wanju/api-client';
import { MSG, TRADE_SYSTEMS, validateSyncApplicationForm } from '@wanju/domain';
import { Badge, Box, Button, Link, Radio, RadioGroup, Skeleton, TextField } from '@wanju/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { TRADE_SYNC_TEXT as T } from './messages';
import * as styles from './TradeSync.css';

export interface SyncApplicationForm {
  software_type: number | null;
  company_contact: string;
  company_telephone: string;
  company_mobilephone: string;
  remark: string;
}

export interface TradeSystemViewProps {
  /** null when nobody is signed in: the explanation and a sign-in link */
  account: SyncAccountInfo | null;
  signedIn: boolean;
  state: 'loading' | 'ready' | 'error';
  isPending?: boolean;
  onApply: (form: SyncApplicationForm) => void;
  onRetry: () => void;
  /** the platform's address, for the bridge's command line */
  platformUrl: string;
  /** the customer service's review list, below the page for agents */
  review?: ReactNode;
}

const formOf = (a: SyncAccountInfo | null): SyncApplicationForm => ({
  software_type: a?.software_type ?? null,
  company_contact: a?.company_contact ?? '',
  company_telephone: a?.company_telephone ?? '',
  company_mobilephone: a?.company_mobilephone ?? '',
  remark: a?.remark ?? '',
});

const TONE = { none: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" gap="md">
      <Box as="dt" color="textSecondary" className={styles.fieldLabel}>
        {label}
      </Box>
      <Box as="dd" className={styles.fieldValue}>
        {children}
      </Box>
    </Box>
  );
}

function AccountPanel({ account, platformUrl }: { account: SyncAccountInfo; platformUrl: string }) {
  const [showToken, setShowToken] = useState(false);
  const approved = account.status === 'approved';
  return (
    <Box as="section" aria-label={T.accountTitle} display="flex" flexDirection="column" gap="sm">
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {T.accountTitle}
      </Box>
      <Box as="dl" display="flex" flexDirection="column" gap="xs" className={styles.definitions}>
        <Field label={T.status}>
          <Badge tone={TONE[account.status]}>{account.status_text}</Badge>
        </Field>
        {account.review_remark && <Field label={T.reviewRemark}>{account.review_remark}</Field>}
        {approved && (
          <>
            <Field label={T.appkey}>
              <code>{account.appkey}</code>
            </Field>
            <Field label={T.token}>
              <Box display="flex" gap="sm" alignItems="center">
                <code>{showToken ? account.token : '••••••••••••'}</code>
                <Button size="sm" onPress={() => setShowToken((v) => !v)}>
                  {showToken ? T.hideToken : T.showToken}
                </Button>
              </Box>
            </Field>
            <Field label={T.localIps}>{account.local_ip.join('、') || T.none}</Field>
            <Field label={T.useIp}>{account.use_ip || T.none}</Field>
            <Field label={T.syncCount}>{T.times(account.sync_count)}</Field>
            <Field label={T.bridgeCommand}>
              <code>{`npx wanju-trade-bridge --appkey ${account.appkey} --platform ${platformUrl}`}</code>
            </Field>
          </>
        )}
      </Box>
    </Box>
  );
}

function ApplicationForm(props: {
  account: SyncAccountInfo | null;
  isPending?: boolean;
  onApply: (form: SyncApplicationForm) => void;
}) {
  const [form, setForm] = useState<SyncApplicationForm>(() => formOf(props.account));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setForm(formOf(props.account)), [props.account]);
  const set = (patch: Partial<SyncApplicationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };
  const systemMissing = problem === MSG.syncTradeSystemRequired;
  return (
    <Box
      as="form"
      // the domain's rule decides, with its message, not the browser's required-field bubble
      noValidate
      aria-label={props.account && props.account.status !== 'none' ? T.reapplyTitle : T.applyTitle}
      display="flex"
      flexDirection="column"
      gap="md"
      onSubmit={(e) => {
        e.preventDefault();
        const refused = validateSyncApplicationForm(form);
        setProblem(refused);
        if (!refused) props.onApply(form);
      }}
    >
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {props.account && props.account.status !== 'none' ? T.reapplyTitle : T.applyTitle}
      </Box>
      <RadioGroup
        label={T.tradeSystem}
        isRequired
        value={form.software_type ? String(form.software_type) : null}
        onChange={(v) => set({ software_type: Number(v) })}
        isInvalid={systemMissing}
        validationBehavior="aria"
      >
        {TRADE_SYSTEMS.map((t) => (
          <Radio key={t.id} value={String(t.id)}>
            {t.name}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label={T.contact}
        isRequired
        value={form.company_contact}
        onChange={(v) => set({ company_contact: v })}
        maxLength={50}
      />
      <Box display="flex" gap="md" flexWrap="wrap">
        <TextField
          label={T.telephone}
          value={form.company_telephone}
          onChange={(v) => set({ company_telephone: v })}
          maxLength={30}
        />
        <TextField
          label={T.mobile}
          value={form.company_mobilephone}
          onChange={(v) => set({ company_mobilephone: v })}
          maxLength={30}
        />
      </Box>
      <TextField
        label={T.remark}
        description={T.remarkHelp}
        multiline
        rows={3}
        value={form.remark}
        onChange={(v) => set({ remark: v })}
        maxLength={500}
      />
      {problem && (
        <Box color="danger" role="alert">
          {problem}
        </Box>
      )}
      <Box>
        <Button type="submit" variant="primary" isPending={props.isPending}>
          {T.submit}
        </Button>
      </Box>
    </Box>
  );
}

/** /trade_system: what the sync does and how it runs; the application, or the company's sync account. */
export function TradeSystemView(props: TradeSystemViewProps) {
  const { account } = props;
  return (
    <Box
      as="main"
      aria-label={T.title}
      display="flex"
      flexDirection="column"
      gap="lg"
      padding="lg"
      className={styles.page}
    >
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.title}
      </Box>
      <Box as="p">{T.intro}</Box>
      <Box as="ol" display="flex" flexDirection="column" gap="xs">
        {T.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </Box>
      <Box as="p" color="textSecondary" fontSize="sm">
        {T.httpsNote}
      </Box>
      {!props.signedIn ? (
        <Box>
          <Link href="/login">{T.loginToApply}</Link>
        </Box>
      ) : props.state === 'loading' ? (
        <Skeleton height={240} />
      ) : props.state === 'error' || !account ? (
        <Box display="flex" gap="sm" alignItems="center" role="alert">
          {T.loadError}
          <Button size="sm" onPress={props.onRetry}>
            {T.retry}
          </Button>
        </Box>
      ) : (
        <>
          {account.status !== 'none' && <AccountPanel account={account} platformUrl={props.platformUrl} />}
          {account.can_apply ? (
            <ApplicationForm account={account} isPending={props.isPending} onApply={props.onApply} />
          ) : (
            account.status === 'none' && <Box color="textSecondary">{T.onlyAdmins}</Box>
          )}
        </>
      )}
      {props.review}
    </Box>
  );
}
