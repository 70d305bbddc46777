import type { ConfirmInfo, ConfirmItem } from '@wanju/api-client';
import { addDaysToDate, formatPrice, QUOTATION_SHEET_TEXT, tradeTermText } from '@wanju/domain';
import {
  Box,
  Button,
  EmptyState,
  Image,
  NumberField,
  Radio,
  RadioGroup,
  RecordTable,
  Spinner,
  TextField,
} from '@wanju/ui';
import { useState } from 'react';
import { CONFIRM_TEXT, type ConfirmLang } from './messages';
import * as styles from './Quotations.css';

export interface ConfirmForm {
  name: string;
  contact: string;
  remark: string;
}

export interface ConfirmViewProps {
  /** invalid: the link is tampered, expired or revoked (`message` says which) */
  state: 'loading' | 'error' | 'invalid' | 'ready';
  message?: string;
  lang: ConfirmLang;
  info: ConfirmInfo | null;
  items: readonly ConfirmItem[];
  busy?: boolean;
  onLang: (lang: ConfirmLang) => void;
  onDecision: (itemId: number, decision: ConfirmItem['decision']) => void;
  onQuantity: (itemId: number, quantity: number | null) => void;
  onRemark: (itemId: number, remark: string) => void;
  onAll: (decision: 'accepted' | 'declined') => void;
  onSubmit: (form: ConfirmForm) => void;
  onRetry: () => void;
}

/** The quotation's terms as the sheet states them: validity with its end day, trade term and port, payment, currency. */
function termFacts(info: ConfirmInfo, lang: ConfirmLang): [string, string][] {
  const t = QUOTATION_SHEET_TEXT[lang];
  const day = info.create_time.slice(0, 10);
  const facts: [string, string][] = [
    [t.validity, t.validFor(info.terms.validity_days, addDaysToDate(day, info.terms.validity_days))],
    [t.tradeTerm, tradeTermText(info.terms)],
    [t.paymentTerms, info.terms.payment_terms],
    [t.currency, info.currency],
  ];
  return facts.filter(([, value]) => value.trim() !== '');
}

/**
 * /confirm: the customer's page (public, no platform header): the sending company's branding, items with
 * pictures and prices in the quotation's currency, accept or decline each, quantities, remarks, submit.
 */
export function ConfirmView(props: ConfirmViewProps) {
  const t = CONFIRM_TEXT[props.lang];
  const { info } = props;
  const nameOf = (it: ConfirmItem) => (props.lang === 'en' ? it.name_en || it.name : it.name);
  const [form, setForm] = useState<ConfirmForm>({
    name: info?.answer?.name ?? '',
    contact: info?.answer?.contact ?? '',
    remark: '',
  });
  const [touched, setTouched] = useState(false);
  const langSwitch = (
    <Button size="sm" variant="ghost" onPress={() => props.onLang(props.lang === 'zh' ? 'en' : 'zh')}>
      {t.lang}
    </Button>
  );
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={t.loading} showLabel />
      </Box>
    );
  if (props.state !== 'ready' || !info)
    return (
      <Box as="main" padding="xl">
        <EmptyState
          title={t.invalid}
          description={props.message}
          action={
            props.state === 'error' ? (
              <Button variant="primary" onPress={props.onRetry}>
                {t.retry}
              </Button>
            ) : undefined
          }
        />
      </Box>
    );
  const companyName = props.lang === 'en' ? info.company_name_en || info.company_name : info.company_name;
  const readOnly = info.is_closed;
  const nameError = touched && !form.name.trim() ? t.nameRequired : undefined;
  return (
    <Box as="main" display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box
        as="header"
        display="flex"
        alignItems="flex-start"
        gap="md"
        flexWrap="wrap"
        padding="lg"
        background="surface"
        borderRadius="md"
      >
        <Box flexGrow={1}>
          <Box as="h1" fontSize="xxl" fontWeight="bold">
            {companyName}
          </Box>
          <Box color="textSecondary" fontSize="sm">
            {[info.company_telephone, info.company_mobile, info.fax, info.company_email].filter(Boolean).join(' · ')}
          </Box>
          <Box marginTop="sm">
            {t.title} · {t.number} {info.number} · {t.date} {info.create_time.slice(0, 10)} · {t.validUntil}{' '}
            {info.expires_time}
          </Box>
          <Box as="dl" className={styles.confirmTerms} marginTop="sm" fontSize="sm">
            {termFacts(info, props.lang).map(([label, value]) => (
              <Box key={label} display="flex" gap="xs">
                <Box as="dt" color="textSecondary">
                  {label}
                </Box>
                <Box as="dd">{value}</Box>
              </Box>
            ))}
          </Box>
          {info.remark && <Box color="textSecondary">{info.remark}</Box>}
        </Box>
        {langSwitch}
      </Box>
      {info.changes.length > 0 && (
        <Box className={styles.note} role="note">
          {t.changes}
        </Box>
      )}
      {readOnly && (
        <Box className={styles.note} role="note">
          {t.closed}
        </Box>
      )}
      {info.answer && (
        <Box color="success" role="status">
          {t.submitted(info.answer.accepted, info.answer.total)}
        </Box>
      )}
      {props.items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <>
          {!readOnly && (
            <Box display="flex" gap="sm">
              <Button size="sm" onPress={() => props.onAll('accepted')}>
                {t.acceptAll}
              </Button>
              <Button size="sm" variant="ghost" onPress={() => props.onAll('declined')}>
                {t.declineAll}
              </Button>
            </Box>
          )}
          <RecordTable
            label={t.items}
            rows={props.items}
            rowKey={(it) => it.id}
            highlighted={(it) => it.changed}
            columns={[
              {
                id: 'item',
                title: t.items,
                render: (it) => (
                  <Box display="flex" gap="sm">
                    <div className={styles.thumb}>
                      <Image src={it.thumb || it.picture} alt={nameOf(it)} ratio={1} />
                    </div>
                    <div>
                      <Box fontWeight="bold">{nameOf(it)}</Box>
                      <Box color="textMuted" fontSize="xs">
                        {it.article_number} · {t.packing}{' '}
                        {props.lang === 'en' ? it.packing_name_en || it.packing_name : it.packing_name}
                        {it.changed ? ` · ${t.changed}` : ''}
                      </Box>
                    </div>
                  </Box>
                ),
              },
              {
                id: 'price',
                title: t.price,
                numeric: true,
                render: (it) => formatPrice(it.quoted_price, info.currency),
              },
              { id: 'cartons', title: t.cartons, numeric: true, render: (it) => it.order_box_qty },
              {
                id: 'carton',
                title: t.carton,
                render: (it) => (
                  <>
                    {[it.carton_length, it.carton_width, it.carton_height].every(Boolean)
                      ? `${it.carton_length}*${it.carton_width}*${it.carton_height}cm`
                      : '—'}
                    <Box color="textMuted" fontSize="xs">
                      {t.perCarton} {it.carton_quantity ?? '—'}
                    </Box>
                  </>
                ),
              },
              {
                id: 'decision',
                title: t.decision,
                render: (it) => (
                  <RadioGroup
                    aria-label={`${nameOf(it)} ${t.decision}`}
                    orientation="horizontal"
                    value={it.decision === 'pending' ? null : it.decision}
                    isDisabled={readOnly}
                    onChange={(v) => props.onDecision(it.id, v === 'declined' ? 'declined' : 'accepted')}
                  >
                    <Radio value="accepted">{t.accept}</Radio>
                    <Radio value="declined">{t.decline}</Radio>
                  </RadioGroup>
                ),
              },
              {
                id: 'quantity',
                title: t.quantity,
                render: (it) => (
                  <NumberField
                    aria-label={`${nameOf(it)} ${t.quantity}`}
                    minValue={0}
                    step={1}
                    hideSteppers
                    isReadOnly={readOnly}
                    value={it.confirm_qty ?? it.order_box_qty}
                    onChange={(v) => props.onQuantity(it.id, Number.isFinite(v) ? Math.max(0, Math.floor(v)) : null)}
                  />
                ),
              },
              {
                id: 'remark',
                title: t.remark,
                render: (it) => (
                  <TextField
                    aria-label={`${nameOf(it)} ${t.remark}`}
                    isReadOnly={readOnly}
                    defaultValue={it.confirm_remark}
                    onBlur={(e) => props.onRemark(it.id, (e.target as HTMLInputElement).value)}
                  />
                ),
              },
            ]}
          />
          <Box role="status" aria-label={t.total} fontWeight="bold">
            {t.total}: {info.totals.products} · {info.totals.cartons} CTNS · {info.totals.cbm} CBM ·{' '}
            {formatPrice(info.totals.amount, info.currency)}
          </Box>
        </>
      )}
      {!readOnly && props.items.length > 0 && (
        <Box
          as="form"
          aria-label={t.submit}
          display="flex"
          flexDirection="column"
          gap="md"
          padding="lg"
          background="surface"
          borderRadius="md"
          onSubmit={(e) => e.preventDefault()}
        >
          <Box display="flex" gap="md" flexWrap="wrap">
            <TextField
              label={t.yourName}
              isRequired
              value={form.name}
              onChange={(name) => setForm((f) => ({ ...f, name }))}
              isInvalid={Boolean(nameError)}
              errorMessage={nameError}
              validationBehavior="aria"
            />
            <TextField
              label={t.yourContact}
              value={form.contact}
              onChange={(contact) => setForm((f) => ({ ...f, contact }))}
            />
          </Box>
          <TextField
            label={t.overall}
            multiline
            rows={3}
            value={form.remark}
            onChange={(remark) => setForm((f) => ({ ...f, remark }))}
          />
          <Box>
            <Button
              variant="primary"
              isPending={props.busy}
              onPress={() => {
                setTouched(true);
                if (form.name.trim()) props.onSubmit(form);
              }}
            >
              {info.answer ? t.resubmit : t.submit}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
