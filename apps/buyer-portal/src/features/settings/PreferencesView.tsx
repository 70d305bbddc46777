import type { CompanyConfig } from '@wanju/api-client';
import {
  COMMONLY_FIELDS,
  COMMONLY_FIELDS_MAX,
  CURRENCIES,
  FORMULA_PREVIEW_ITEM,
  formatPrice,
  type PriceFormula,
  quotePrice,
  quoteSteps,
  type UiLanguage,
} from '@wanju/domain';
import { Button, Checkbox, CheckboxGroup, NumberField, Radio, RadioGroup, Select, TextField } from '@wanju/ui';
import { useEffect, useMemo, useState } from 'react';
import { PREFS_TEXT as T } from './preferences-text';
import * as styles from './Settings.css';

export interface PreferencesViewProps {
  lang: UiLanguage;
  onLangChange: (lang: UiLanguage) => void;
  formula: PriceFormula;
  onSaveFormula: (formula: PriceFormula) => void;
  fields: readonly string[];
  onSaveFields: (fields: string[]) => void;
  /** The user's company settings; null without a company. */
  company: CompanyConfig | null;
  /** Main account or administrator: may change the company settings. */
  canEditCompany: boolean;
  onSaveCompany: (patch: { currency: string; print_key: string }) => void;
  onBindCompany: () => void;
  /** Opens where an invitation's code is entered (a colleague invited this user to their company). */
  onAcceptInvite: () => void;
}

const currencies = Object.entries(CURRENCIES).map(([id, c]) => ({ id, name: `${c.name} ${id}` }));

/** The formula with a live preview: the sample product's price is worked out as the user types. */
function FormulaCard({ formula, onSave }: { formula: PriceFormula; onSave: (f: PriceFormula) => void }) {
  const [draft, setDraft] = useState(formula);
  useEffect(() => setDraft(formula), [formula]);
  const set = (patch: Partial<PriceFormula>) => setDraft((d) => ({ ...d, ...patch }));
  const steps = useMemo(() => quoteSteps(quotePrice(FORMULA_PREVIEW_ITEM, draft), draft), [draft]);
  const isBase = draft.currency_type === 'RMB';
  return (
    <section className={styles.card} aria-labelledby="settings-formula" id="formula">
      <h2 id="settings-formula" className={styles.cardTitle}>
        {T.formula}
      </h2>
      <p className={styles.term}>{T.formulaHint}</p>
      <div className={styles.form}>
        <Select
          label={T.currency}
          items={currencies}
          selectedKey={draft.currency_type}
          onSelectionChange={(key) =>
            set({ currency_type: String(key), ...(String(key) === 'RMB' ? { exchange_rate: 1 } : {}) })
          }
        />
        <NumberField
          label={T.rate(draft.currency_type)}
          value={draft.exchange_rate}
          minValue={0.0001}
          step={0.01}
          isDisabled={isBase}
          onChange={(v) => Number.isFinite(v) && v > 0 && set({ exchange_rate: v })}
        />
        <NumberField
          label={T.profitRate}
          value={draft.profit_rate}
          minValue={0}
          maxValue={draft.profit_mode === 'margin' ? 99 : 1000}
          onChange={(v) => Number.isFinite(v) && set({ profit_rate: v })}
        />
        <NumberField
          label={T.fob}
          value={draft.fob_cost_per_cbm}
          minValue={0}
          onChange={(v) => Number.isFinite(v) && set({ fob_cost_per_cbm: v })}
        />
      </div>
      <RadioGroup
        label={T.profitMode}
        orientation="horizontal"
        value={draft.profit_mode}
        onChange={(v) => set({ profit_mode: v === 'margin' ? 'margin' : 'markup' })}
      >
        <Radio value="markup">{T.markup}</Radio>
        <Radio value="margin">{T.margin}</Radio>
      </RadioGroup>
      <div className={styles.form}>
        <RadioGroup
          label={T.basis}
          orientation="horizontal"
          value={draft.price_basis}
          onChange={(v) => set({ price_basis: v === 'carton' ? 'carton' : 'piece' })}
        >
          <Radio value="piece">{T.perPiece}</Radio>
          <Radio value="carton">{T.perCarton}</Radio>
        </RadioGroup>
        <RadioGroup
          label={T.decimals}
          orientation="horizontal"
          value={String(draft.decimals)}
          onChange={(v) => set({ decimals: v === '3' ? 3 : 2 })}
        >
          <Radio value="2">2</Radio>
          <Radio value="3">3</Radio>
        </RadioGroup>
      </div>
      <figure className={styles.preview} aria-live="polite" aria-label={T.preview(FORMULA_PREVIEW_ITEM.name)}>
        <figcaption className={styles.cardTitle}>{T.preview(FORMULA_PREVIEW_ITEM.name)}</figcaption>
        <p className={styles.term}>
          {T.previewItem(formatPrice(FORMULA_PREVIEW_ITEM.exworks_price, 'RMB'), FORMULA_PREVIEW_ITEM.carton_quantity)}
        </p>
        <dl className={styles.fields}>
          {steps.map((s) => (
            <div key={s.label} className={styles.previewRow}>
              <dt className={styles.term}>{s.label}</dt>
              <dd className={styles.def} data-testid={s === steps.at(-1) ? 'formula-preview-price' : undefined}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </figure>
      <div>
        <Button variant="primary" onPress={() => onSave(draft)}>
          {T.save}
        </Button>
      </div>
    </section>
  );
}

function FieldsCard({ fields, onSave }: { fields: readonly string[]; onSave: (f: string[]) => void }) {
  const [draft, setDraft] = useState<string[]>([...fields]);
  useEffect(() => setDraft([...fields]), [fields]);
  return (
    <section className={styles.card} aria-labelledby="settings-fields">
      <h2 id="settings-fields" className={styles.cardTitle}>
        {T.fields}
      </h2>
      <CheckboxGroup
        label={T.fieldsHint(COMMONLY_FIELDS_MAX)}
        value={draft}
        onChange={(next) => next.length <= COMMONLY_FIELDS_MAX && setDraft(next)}
      >
        <div className={styles.checks}>
          {COMMONLY_FIELDS.map((f) => (
            <Checkbox
              key={f.key}
              value={f.key}
              isDisabled={!draft.includes(f.key) && draft.length >= COMMONLY_FIELDS_MAX}
            >
              {f.label}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <div>
        <Button variant="primary" onPress={() => onSave(draft)}>
          {T.save}
        </Button>
      </div>
    </section>
  );
}

function CompanyCard(
  props: Pick<
    PreferencesViewProps,
    'company' | 'canEditCompany' | 'onSaveCompany' | 'onBindCompany' | 'onAcceptInvite'
  >,
) {
  const { company } = props;
  const [currency, setCurrency] = useState(company?.currency ?? 'USD');
  const [printKey, setPrintKey] = useState(company?.print_key ?? '');
  useEffect(() => {
    setCurrency(company?.currency ?? 'USD');
    setPrintKey(company?.print_key ?? '');
  }, [company]);
  return (
    <section className={styles.card} aria-labelledby="settings-company">
      <h2 id="settings-company" className={styles.cardTitle}>
        {T.company}
      </h2>
      {!company ? (
        <>
          <p className={styles.term}>{T.noCompany}</p>
          <div>
            <Button variant="primary" onPress={props.onBindCompany}>
              {T.bindCompany}
            </Button>{' '}
            <Button onPress={props.onAcceptInvite}>{T.acceptInvite}</Button>
          </div>
        </>
      ) : (
        <>
          {company.join_code && (
            <dl className={styles.fields}>
              <dt className={styles.term}>{T.joinCode}</dt>
              <dd className={styles.def}>
                <strong>{company.join_code}</strong>
              </dd>
            </dl>
          )}
          <div className={styles.form}>
            <Select
              label={T.companyCurrency}
              items={currencies}
              selectedKey={currency}
              isDisabled={!props.canEditCompany}
              onSelectionChange={(key) => setCurrency(String(key))}
            />
            <TextField
              label={T.printKey}
              value={printKey}
              onChange={setPrintKey}
              isDisabled={!props.canEditCompany}
              maxLength={200}
            />
            {props.canEditCompany && (
              <Button variant="primary" onPress={() => props.onSaveCompany({ currency, print_key: printKey })}>
                {T.save}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Settings kept on the server: interface language, default price formula, commonly used fields, company. */
export function PreferencesView(props: PreferencesViewProps) {
  return (
    <>
      <section className={styles.card} aria-labelledby="settings-lang">
        <h2 id="settings-lang" className={styles.cardTitle}>
          {T.language}
        </h2>
        <RadioGroup
          label={T.languageHint}
          orientation="horizontal"
          value={props.lang}
          onChange={(v) => props.onLangChange(v === 'en' ? 'en' : 'zh')}
        >
          <Radio value="zh">{T.zh}</Radio>
          <Radio value="en">{T.en}</Radio>
        </RadioGroup>
      </section>
      <FormulaCard formula={props.formula} onSave={props.onSaveFormula} />
      <FieldsCard fields={props.fields} onSave={props.onSaveFields} />
      <CompanyCard {...props} />
    </>
  );
}
