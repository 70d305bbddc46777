import { BASE_CURRENCY, CURRENCIES, type CurrencyCode, type PriceFormula } from '@wanju/domain';
import { Box, Button, NumberField, Radio, RadioGroup, Select } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { PRICING_TEXT as T } from './messages';

export interface ExchangeRate {
  currency: string;
  name: string;
  symbol?: string;
  rate: number;
}

export interface PriceFormulaPanelProps {
  formula: PriceFormula;
  rates: readonly ExchangeRate[];
  /** the panel's heading (a selection list's 报价设置, a quotation's 报价公式) */
  title?: string;
  disabled?: boolean;
  busy?: boolean;
  /** live: every change goes out at once (the quotation editor previews every price as it changes) */
  onChange?: (formula: PriceFormula) => void;
  /** draft: changes are kept here until the save button */
  onSave?: (formula: PriceFormula) => void;
}

const DECIMALS = [2, 3].map((n) => ({ id: n, name: T.decimalsOption(n) }));

/**
 * A price formula (of a selection list or a quotation): currency and exchange rate, profit, FOB costs,
 * rounding and basis. With `onSave` the changes are a draft saved by the button; otherwise each goes to
 * `onChange` at once.
 */
export function PriceFormulaPanel({
  formula,
  rates,
  title = T.title,
  disabled = false,
  busy,
  onChange,
  onSave,
}: PriceFormulaPanelProps) {
  const [kept, setKept] = useState<PriceFormula>(formula);
  useEffect(() => setKept(formula), [formula]);
  const draft = onSave ? kept : formula;
  const currencies = (
    rates.length ? rates : Object.entries(CURRENCIES).map(([c, v]) => ({ currency: c, ...v, rate: 1 }))
  ).map((r) => ({ id: r.currency, name: `${r.name} ${r.currency}` }));
  const reference = rates.find((r) => r.currency === draft.currency_type)?.rate;
  const isBase = draft.currency_type === BASE_CURRENCY;
  // The currencies' Chinese names come from the domain (the server's rate list may name them too).
  const nameOf = (code: string) =>
    CURRENCIES[code as CurrencyCode]?.name ?? rates.find((r) => r.currency === code)?.name ?? code;
  const baseName = CURRENCIES[BASE_CURRENCY].name;
  const set = (patch: Partial<PriceFormula>) =>
    onSave ? setKept((d) => ({ ...d, ...patch })) : onChange?.({ ...formula, ...patch });
  return (
    <Box
      as="section"
      aria-label={title}
      display="flex"
      flexDirection="column"
      gap="md"
      padding="lg"
      background="surface"
      borderRadius="md"
    >
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {title}
      </Box>
      <Box display="flex" gap="lg" flexWrap="wrap" alignItems="flex-start">
        <Select
          label={T.currency}
          items={currencies}
          selectedKey={draft.currency_type}
          isDisabled={disabled}
          onSelectionChange={(key) => {
            const code = String(key);
            set({ currency_type: code, exchange_rate: rates.find((r) => r.currency === code)?.rate ?? 1 });
          }}
        />
        <NumberField
          label={isBase ? T.rateBase(baseName) : T.rate(nameOf(draft.currency_type), baseName)}
          description={reference !== undefined && !isBase ? T.rateHint(reference) : undefined}
          value={draft.exchange_rate}
          minValue={0.0001}
          maxValue={100000}
          step={0.0001}
          isDisabled={disabled || isBase}
          hideSteppers
          onChange={(v) => set({ exchange_rate: Number.isFinite(v) && v > 0 ? v : draft.exchange_rate })}
        />
        <NumberField
          label={T.profit}
          value={draft.profit_rate}
          minValue={0}
          maxValue={draft.profit_mode === 'margin' ? 99 : 1000}
          isDisabled={disabled}
          onChange={(v) => set({ profit_rate: Number.isFinite(v) ? v : 0 })}
        />
        <NumberField
          label={T.fob}
          value={draft.fob_cost_per_cbm}
          minValue={0}
          maxValue={1000000}
          hideSteppers
          isDisabled={disabled}
          onChange={(v) => set({ fob_cost_per_cbm: Number.isFinite(v) ? v : 0 })}
        />
      </Box>
      <Box display="flex" gap="xl" flexWrap="wrap" alignItems="flex-start">
        <RadioGroup
          label={T.profitMode}
          orientation="horizontal"
          value={draft.profit_mode}
          isDisabled={disabled}
          onChange={(v) => set({ profit_mode: v === 'margin' ? 'margin' : 'markup' })}
        >
          <Radio value="markup">{T.markup}</Radio>
          <Radio value="margin">{T.margin}</Radio>
        </RadioGroup>
        <RadioGroup
          label={T.basis}
          orientation="horizontal"
          value={draft.price_basis}
          isDisabled={disabled}
          onChange={(v) => set({ price_basis: v === 'carton' ? 'carton' : 'piece' })}
        >
          <Radio value="piece">{T.perPiece}</Radio>
          <Radio value="carton">{T.perCarton}</Radio>
        </RadioGroup>
        <Select
          label={T.decimals}
          items={DECIMALS}
          selectedKey={draft.decimals}
          isDisabled={disabled}
          onSelectionChange={(key) => set({ decimals: Number(key) === 3 ? 3 : 2 })}
        />
      </Box>
      {onSave && (
        <Box>
          <Button variant="primary" size="sm" isPending={busy} isDisabled={disabled} onPress={() => onSave(draft)}>
            {T.save}
          </Button>
        </Box>
      )}
    </Box>
  );
}
