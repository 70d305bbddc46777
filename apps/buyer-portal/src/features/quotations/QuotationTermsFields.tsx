import { QUOTATION_TERMS_LIMITS, type QuotationTerms, TRADE_TERMS, type TradeTerm, tradeTermText } from '@wanju/domain';
import { Box, NumberField, Select, TextField } from '@wanju/ui';

export const TERMS_TEXT = {
  title: '报价条款',
  companyTitle: '报价单默认条款',
  companyHint: '新建报价单时带入，业务员可在每张报价单中修改；导出的Excel、PDF和邮件都显示这些条款。',
  validity: '有效期（天）',
  tradeTerm: '贸易条款',
  port: '港口',
  portHint: '例如 Shantou、Ningbo',
  paymentTerms: '付款方式',
  paymentHint: '例如 30% T/T deposit, balance before shipment',
  preview: (terms: QuotationTerms) => `${tradeTermText(terms)} · 有效期${terms.validity_days}天`,
} as const;

export interface QuotationTermsFieldsProps {
  terms: QuotationTerms;
  /** only the changed field */
  onChange: (patch: Partial<QuotationTerms>) => void;
  isReadOnly?: boolean;
}

/**
 * The header's terms of a quotation (validity, trade term and port, payment terms), bounded as the contract
 * is: the company settings' defaults and each quotation's own.
 */
export function QuotationTermsFields({ terms, onChange, isReadOnly }: QuotationTermsFieldsProps) {
  const { min, max } = QUOTATION_TERMS_LIMITS.validityDays;
  return (
    <Box display="flex" gap="md" flexWrap="wrap" alignItems="flex-end">
      <NumberField
        label={TERMS_TEXT.validity}
        value={terms.validity_days}
        minValue={min}
        maxValue={max}
        step={1}
        isReadOnly={isReadOnly}
        onChange={(v) => {
          if (Number.isInteger(v) && v >= min && v <= max) onChange({ validity_days: v });
        }}
      />
      <Select
        label={TERMS_TEXT.tradeTerm}
        items={TRADE_TERMS.map((t) => ({ id: t, name: t }))}
        selectedKey={terms.trade_term}
        isDisabled={isReadOnly}
        onSelectionChange={(key) => onChange({ trade_term: String(key) as TradeTerm })}
      />
      <TextField
        label={TERMS_TEXT.port}
        description={TERMS_TEXT.portHint}
        value={terms.port}
        maxLength={QUOTATION_TERMS_LIMITS.port}
        isReadOnly={isReadOnly}
        onChange={(port) => onChange({ port })}
      />
      <TextField
        label={TERMS_TEXT.paymentTerms}
        description={TERMS_TEXT.paymentHint}
        value={terms.payment_terms}
        maxLength={QUOTATION_TERMS_LIMITS.paymentTerms}
        isReadOnly={isReadOnly}
        onChange={(payment_terms) => onChange({ payment_terms })}
      />
    </Box>
  );
}
