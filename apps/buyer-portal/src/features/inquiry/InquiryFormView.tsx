import {
  INQUIRY_CURRENCY_NAMES,
  INQUIRY_QUANTITY_MAX,
  type InquiryDraft,
  validateInquiryDraft,
  validateInquiryLine,
} from '@wanju/domain';
import { Box, Button, Checkbox, Dialog, Image, NumberField, Select, TextField } from '@wanju/ui';
import { useState } from 'react';
import { INQUIRY_FORM_TEXT as T } from './messages';

/** A product of the inquiry form, with the quantity it starts from (the cart's, else one). */
export interface InquiryFormLine {
  toy_id: number;
  name: string;
  article_number?: string;
  thumb?: string;
  factory_name?: string;
  quantity: number;
}

export interface InquiryFormViewProps {
  lines: readonly InquiryFormLine[];
  /** the buyer's day ('YYYY-MM-DD'): a deadline may not be earlier */
  today: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending?: boolean;
  /** the server's refusal */
  error?: string | null;
  onSubmit: (draft: InquiryDraft) => void;
}

const CURRENCY_ITEMS = Object.entries(INQUIRY_CURRENCY_NAMES).map(([id, name]) => ({ id, name: `${name}（${id}）` }));

/** The inquiry form: a quantity and target price per product, currency, deadline, remark, sample wish. */
export function InquiryFormView(props: InquiryFormViewProps) {
  const [draft, setDraft] = useState<InquiryDraft>(() => ({
    lines: props.lines.map((l) => ({ toy_id: l.toy_id, quantity: l.quantity, target_price: null })),
    currency: 'RMB',
    remark: '',
    deadline: '',
    sample_needed: false,
  }));
  const [tried, setTried] = useState(false);
  const refusal = validateInquiryDraft(draft, props.today);
  const message = (tried ? refusal : null) ?? props.error ?? null;
  const setLine = (toyId: number, change: { quantity?: number; target_price?: number | null }) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.toy_id === toyId ? { ...l, ...change } : l)) }));
  const submit = () => {
    setTried(true);
    if (!refusal) props.onSubmit({ ...draft, remark: draft.remark.trim(), deadline: draft.deadline.trim() });
  };
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={T.title}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {T.cancel}
          </Button>
          <Button variant="primary" isPending={props.isPending} isDisabled={props.isPending} onPress={submit}>
            {props.isPending ? T.sending : T.submit}
          </Button>
        </>
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Box color="textSecondary">{T.intro(props.lines.length)}</Box>
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="sm"
          aria-label={T.title}
          style={{ margin: 0, padding: 0 }}
        >
          {props.lines.map((line) => {
            const value = draft.lines.find((l) => l.toy_id === line.toy_id);
            const lineError = tried && value ? validateInquiryLine(value) : null;
            return (
              <Box
                as="li"
                key={line.toy_id}
                display="flex"
                alignItems="flex-end"
                gap="md"
                flexWrap="wrap"
                aria-label={line.name}
                style={{ listStyle: 'none' }}
              >
                <Image src={line.thumb} alt="" width={56} />
                <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} style={{ minWidth: 160 }}>
                  <strong>{line.name}</strong>
                  <Box color="textSecondary" fontSize="sm">
                    {[line.article_number ? T.article(line.article_number) : '', line.factory_name ?? '']
                      .filter(Boolean)
                      .join(' · ')}
                  </Box>
                </Box>
                <NumberField
                  label={T.quantity}
                  minValue={1}
                  maxValue={INQUIRY_QUANTITY_MAX}
                  step={1}
                  value={value?.quantity ?? 1}
                  isInvalid={!!lineError}
                  onChange={(quantity) => setLine(line.toy_id, { quantity: Number.isFinite(quantity) ? quantity : 0 })}
                />
                <NumberField
                  label={T.targetPrice}
                  minValue={0}
                  formatOptions={{ maximumFractionDigits: 3 }}
                  value={value?.target_price ?? Number.NaN}
                  hideSteppers
                  onChange={(price) => setLine(line.toy_id, { target_price: Number.isFinite(price) ? price : null })}
                />
              </Box>
            );
          })}
        </Box>
        <Box display="flex" gap="md" flexWrap="wrap" alignItems="flex-end">
          <Select
            label={T.currency}
            items={CURRENCY_ITEMS}
            selectedKey={draft.currency}
            onSelectionChange={(key) => setDraft((d) => ({ ...d, currency: String(key) }))}
          />
          <TextField
            label={T.deadline}
            description={T.deadlineHint}
            placeholder="YYYY-MM-DD"
            value={draft.deadline}
            onChange={(deadline) => setDraft((d) => ({ ...d, deadline }))}
          />
          <Checkbox
            isSelected={draft.sample_needed}
            onChange={(sample_needed) => setDraft((d) => ({ ...d, sample_needed }))}
          >
            {T.sampleNeeded}
          </Checkbox>
        </Box>
        <TextField
          label={T.remark}
          description={T.remarkHint}
          multiline
          rows={3}
          value={draft.remark}
          onChange={(remark) => setDraft((d) => ({ ...d, remark }))}
        />
        {message && (
          <Box role="alert" color="danger">
            {message}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
