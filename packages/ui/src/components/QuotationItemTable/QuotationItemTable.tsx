import {
  cartonCubicMeters,
  type FormulaParameter,
  formatPrice,
  type PriceFormula,
  parseFormulaParameter,
  quotePrice,
  roundTo,
} from '@wanju/domain';
import { Image } from '../Image/Image';
import { NumberField } from '../NumberField/NumberField';
import { TextField } from '../TextField/TextField';
import * as styles from './QuotationItemTable.css';

/** One quotation line in readable names; apps map the API item (exworks_price, carton_quantity …) once. */
export interface QuoteLine {
  id: number | string;
  name: string;
  articleNumber?: string;
  picture?: string | null;
  customNumber?: string;
  exworksPrice: number | null;
  additionalPrice?: number | null;
  cartonLength?: number | null;
  cartonWidth?: number | null;
  cartonHeight?: number | null;
  /** Pieces per carton. */
  cartonQuantity?: number | null;
  /** Cartons ordered. */
  cartons: number;
  grossWeight?: number | null;
  netWeight?: number | null;
}

export type QuoteLinePatch = Partial<Pick<QuoteLine, 'exworksPrice' | 'additionalPrice' | 'cartons' | 'customNumber'>>;

export interface QuotationItemTableProps {
  items: readonly QuoteLine[];
  /** The quotation's price formula (formula_parameter), parsed by domain. */
  formula: PriceFormula | FormulaParameter | string | null;
  onChange: (id: QuoteLine['id'], patch: QuoteLinePatch) => void;
  isReadOnly?: boolean;
}

const nn = (v: number) => (Number.isNaN(v) ? null : v);

/** Totals of a quotation: cartons, CBM, weights and amount in the quote currency. */
export function quotationTotals(items: readonly QuoteLine[], formula: QuotationItemTableProps['formula']) {
  let cartons = 0;
  let cbm = 0;
  let gross = 0;
  let net = 0;
  let amount = 0;
  for (const it of items) {
    const q = quotePrice(
      {
        exworks_price: it.exworksPrice ?? '',
        additional_price: it.additionalPrice,
        carton_length: it.cartonLength,
        carton_width: it.cartonWidth,
        carton_height: it.cartonHeight,
        carton_quantity: it.cartonQuantity,
      },
      formula as PriceFormula,
    );
    const c = Math.max(0, it.cartons || 0);
    cartons += c;
    cbm += (cartonCubicMeters(it.cartonLength, it.cartonWidth, it.cartonHeight) ?? 0) * c;
    gross += (it.grossWeight ?? 0) * c;
    net += (it.netWeight ?? 0) * c;
    const pieces = q.basis === 'carton' ? c : c * (it.cartonQuantity ?? 0);
    amount += q.quotedPrice * pieces;
  }
  return { cartons, cbm: roundTo(cbm, 3), gross: roundTo(gross, 2), net: roundTo(net, 2), amount: roundTo(amount, 2) };
}

/**
 * Quotation lines (spec §3): editable ex-works and additional price, cartons and custom number; the quoted price
 * from the domain's formula with its working shown; totals of cartons, CBM, weights and amount.
 */
export function QuotationItemTable({ items, formula, onChange, isReadOnly }: QuotationItemTableProps) {
  const f = parseFormulaParameter(formula as FormulaParameter);
  const totals = quotationTotals(items, f);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label="报价明细">
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              产品
            </th>
            <th className={styles.th} scope="col">
              自定义编号
            </th>
            <th className={styles.th} scope="col">
              出厂价（RMB）
            </th>
            <th className={styles.th} scope="col">
              附加价（RMB）
            </th>
            <th className={styles.th} scope="col">
              报价（{f.currency_type}）
            </th>
            <th className={styles.th} scope="col">
              装箱量
            </th>
            <th className={styles.th} scope="col">
              箱数
            </th>
            <th className={styles.th} scope="col">
              体积（CBM）
            </th>
            <th className={styles.th} scope="col">
              毛重 / 净重（KGS）
            </th>
            <th className={styles.th} scope="col">
              金额（{f.currency_type}）
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((it) => {
            const q = quotePrice(
              {
                exworks_price: it.exworksPrice ?? '',
                additional_price: it.additionalPrice,
                carton_length: it.cartonLength,
                carton_width: it.cartonWidth,
                carton_height: it.cartonHeight,
                carton_quantity: it.cartonQuantity,
              },
              f,
            );
            const cbm = (cartonCubicMeters(it.cartonLength, it.cartonWidth, it.cartonHeight) ?? 0) * it.cartons;
            const pieces = q.basis === 'carton' ? it.cartons : it.cartons * (it.cartonQuantity ?? 0);
            return (
              <tr key={it.id}>
                <td className={styles.td}>
                  <span className={styles.product}>
                    <Image src={it.picture} alt="" width={40} />
                    <span>
                      <span className={styles.productName}>{it.name}</span>
                      {it.articleNumber && <div className={styles.formula}>货号 {it.articleNumber}</div>}
                    </span>
                  </span>
                </td>
                <td className={styles.td}>
                  <TextField
                    aria-label={`${it.name} 自定义编号`}
                    className={styles.cellInput}
                    value={it.customNumber ?? ''}
                    isReadOnly={isReadOnly}
                    onChange={(customNumber) => onChange(it.id, { customNumber })}
                  />
                </td>
                <td className={styles.td}>
                  <NumberField
                    aria-label={`${it.name} 出厂价`}
                    className={styles.cellInput}
                    hideSteppers
                    minValue={0}
                    formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 3 }}
                    value={it.exworksPrice ?? Number.NaN}
                    isReadOnly={isReadOnly}
                    onChange={(v) => onChange(it.id, { exworksPrice: nn(v) })}
                  />
                </td>
                <td className={styles.td}>
                  <NumberField
                    aria-label={`${it.name} 附加价`}
                    className={styles.narrowInput}
                    hideSteppers
                    minValue={0}
                    value={it.additionalPrice ?? Number.NaN}
                    isReadOnly={isReadOnly}
                    onChange={(v) => onChange(it.id, { additionalPrice: nn(v) })}
                  />
                </td>
                <td className={`${styles.td} ${styles.num}`}>
                  <div className={styles.quoted}>
                    {formatPrice(q.quotedPrice, q.currency, f.decimals === 3 ? 3 : 2)}
                  </div>
                  {q.problem ? (
                    <div className={styles.problem}>{q.problem === 'no_price' ? '缺少出厂价' : '缺少装箱量'}</div>
                  ) : (
                    <div className={styles.formula} title="报价公式">
                      (¥{roundTo(q.costPerPiece, 3)}
                      {q.fobPerPiece ? ` + FOB ¥${roundTo(q.fobPerPiece, 3)}` : ''}) × 利润 {f.profit_rate}% ÷ 汇率{' '}
                      {f.exchange_rate}
                    </div>
                  )}
                </td>
                <td className={`${styles.td} ${styles.num}`}>{it.cartonQuantity ?? '—'}</td>
                <td className={styles.td}>
                  <NumberField
                    aria-label={`${it.name} 箱数`}
                    className={styles.narrowInput}
                    minValue={0}
                    step={1}
                    hideSteppers
                    value={it.cartons}
                    isReadOnly={isReadOnly}
                    onChange={(v) => onChange(it.id, { cartons: Number.isNaN(v) ? 0 : v })}
                  />
                </td>
                <td className={`${styles.td} ${styles.num}`}>{roundTo(cbm, 3)}</td>
                <td className={`${styles.td} ${styles.num}`}>
                  {roundTo((it.grossWeight ?? 0) * it.cartons, 2)} / {roundTo((it.netWeight ?? 0) * it.cartons, 2)}
                </td>
                <td className={`${styles.td} ${styles.num}`}>{formatPrice(q.quotedPrice * pieces, q.currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className={styles.totals}>
            <th className={styles.td} scope="row" colSpan={6}>
              合计（{items.length} 款）
            </th>
            <td className={`${styles.td} ${styles.num}`} data-testid="total-cartons">
              {totals.cartons} 箱
            </td>
            <td className={`${styles.td} ${styles.num}`} data-testid="total-cbm">
              {totals.cbm}
            </td>
            <td className={`${styles.td} ${styles.num}`}>
              {totals.gross} / {totals.net}
            </td>
            <td className={`${styles.td} ${styles.num}`} data-testid="total-amount">
              {formatPrice(totals.amount, f.currency_type)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
