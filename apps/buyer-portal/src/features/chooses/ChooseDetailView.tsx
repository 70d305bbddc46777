import type { ChooseApply, ChooseDetail, ChooseProduct } from '@wanju/api-client';
import {
  formatPrice,
  LIBRARY_LINE_MSG,
  lineKey,
  type PriceFormula,
  type QuoteBreakdown,
  quotedPriceUnit,
  splitLineKeys,
} from '@wanju/domain';
import { Badge, Box, Button, Image, TextField } from '@wanju/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Chooses.css';
import { SHARE_TONES } from './ChoosesListView';
import { ADD_TO_CHOOSE_TEXT, PRICING_TEXT as P, CHOOSES_TEXT as T } from './messages';
import { type ExchangeRate, PriceFormulaPanel } from './PriceFormulaPanel';

export interface ChooseDetailViewProps {
  state: LoadState;
  detail: ChooseDetail | null;
  /** the share page address when the link is active */
  shareLink: string | null;
  products: readonly ChooseProduct[];
  applies: readonly ChooseApply[];
  /** get_exchange_rate: the currencies offered by the price formula */
  rates: readonly ExchangeRate[];
  /** get_price_formula_item: each product's price working, by the domain's lineKey ('p<toy_id>', 'c<library id>') */
  working: Readonly<Record<string, QuoteBreakdown>>;
  busy?: boolean;
  pricingBusy?: boolean;
  onShare: () => void;
  onRevoke: () => void;
  onCopy: (link: string) => void;
  onSaveWords: (words: string) => void;
  /** a product of the list by its lineKey (a platform product or one of the company's own library) */
  onRemoveProduct: (key: string) => void;
  /** moves a product to a place in the list (0 = first) */
  onMoveProduct?: (key: string, position: number) => void;
  onSaveFormula: (formula: PriceFormula) => void;
  /** the changed custom numbers only */
  onSaveNumbers: (list: { toy_id?: number; company_product_id?: number; custom_number: string }[]) => void;
  onBack: () => void;
  onRetry: () => void;
  /** the 导出 action (settings, progress, history), rendered in the toolbar */
  exportAction?: ReactNode;
  /** the list's products into a quotation (a new one or an open one), with the list's price formula */
  onCreateQuotation?: () => void;
}

/** /chooseDetails/:id: products with quoted prices, the share link for customers, and their picks. */
export function ChooseDetailView(props: ChooseDetailViewProps) {
  const { detail, shareLink } = props;
  const [words, setWords] = useState(detail?.words ?? '');
  useEffect(() => setWords(detail?.words ?? ''), [detail?.words]);
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const changed = props.products
    .filter((p) => numbers[lineKey(p)] !== undefined && numbers[lineKey(p)] !== p.custom_number)
    .map((p) => {
      const { library_ids } = splitLineKeys([lineKey(p)]);
      const custom_number = (numbers[lineKey(p)] ?? '').trim();
      return library_ids[0] ? { company_product_id: library_ids[0], custom_number } : { toy_id: p.id, custom_number };
    });
  const rmb = (n: number) => formatPrice(n, 'RMB');
  return (
    <Box as="section" aria-label={T.detailTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box>
        <Button size="sm" variant="link" onPress={props.onBack}>
          {T.back}
        </Button>
      </Box>
      <ListState state={props.state} isEmpty={!detail} onRetry={props.onRetry}>
        {detail && (
          <>
            <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
              <Box as="h1" fontSize="xl" fontWeight="bold">
                {detail.name}
              </Box>
              <Badge tone={SHARE_TONES[detail.share.state]}>{T.shareState[detail.share.state]}</Badge>
              {props.exportAction}
              {props.onCreateQuotation && detail.toy_count > 0 && (
                <Button size="sm" onPress={props.onCreateQuotation}>
                  {T.toQuotation}
                </Button>
              )}
              <Box color="textSecondary" role="status">
                {T.summary(detail.toy_count, detail.apply_count)}
              </Box>
            </Box>
            <Box
              as="section"
              aria-label={T.shareLink}
              display="flex"
              flexDirection="column"
              gap="sm"
              padding="lg"
              background="surface"
              borderRadius="md"
            >
              {shareLink && (
                <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
                  <TextField label={T.shareLink} value={shareLink} isReadOnly className={styles.grow} />
                  <Button size="sm" onPress={() => props.onCopy(shareLink)}>
                    {T.copy}
                  </Button>
                  {detail.share.expires_time && (
                    <Box color="textSecondary" fontSize="sm">
                      {T.expires(detail.share.expires_time)}
                    </Box>
                  )}
                </Box>
              )}
              <Box display="flex" gap="sm">
                <Button size="sm" variant="primary" isPending={props.busy} onPress={props.onShare}>
                  {shareLink ? T.renewShare : T.share}
                </Button>
                {shareLink && (
                  <Button size="sm" variant="ghost" onPress={props.onRevoke}>
                    {T.revoke}
                  </Button>
                )}
              </Box>
              <Box display="flex" alignItems="flex-end" gap="sm">
                <TextField label={T.words} value={words} onChange={setWords} className={styles.grow} />
                <Button size="sm" onPress={() => props.onSaveWords(words)}>
                  {T.saveWords}
                </Button>
              </Box>
            </Box>
            <PriceFormulaPanel
              formula={detail.price_formula}
              rates={props.rates}
              busy={props.pricingBusy}
              onSave={props.onSaveFormula}
            />
            <Box display="flex" alignItems="center" gap="md">
              <Box as="h2" fontSize="lg" fontWeight="bold">
                {T.products}
              </Box>
              <Button
                size="sm"
                isDisabled={!changed.length}
                isPending={props.pricingBusy}
                onPress={() => props.onSaveNumbers(changed)}
              >
                {P.saveNumbers}
              </Button>
            </Box>
            {props.products.length === 0 ? (
              <Box color="textMuted">{T.productsEmpty}</Box>
            ) : (
              <Box
                as="ul"
                className={styles.plainList}
                display="flex"
                flexDirection="column"
                gap="sm"
                aria-label={T.products}
              >
                {props.products.map((p, index) => {
                  const key = lineKey(p);
                  const w = props.working[key];
                  return (
                    <Box
                      as="li"
                      key={key}
                      display="flex"
                      alignItems="center"
                      gap="md"
                      padding="sm"
                      background="surface"
                    >
                      <Image src={p.thumb || p.picture} alt="" width={48} />
                      <Box flexGrow={1} minWidth={0}>
                        {p.name}（{p.article_number}）
                        {p.company_product_id ? (
                          <>
                            {' '}
                            <Badge tone="info">{LIBRARY_LINE_MSG.badge}</Badge>
                          </>
                        ) : null}
                      </Box>
                      <TextField
                        aria-label={P.customNumber(p.name)}
                        placeholder={T.customNumber('')}
                        value={numbers[key] ?? p.custom_number}
                        maxLength={50}
                        onChange={(v) => setNumbers((n) => ({ ...n, [key]: v }))}
                      />
                      <Box display="flex" flexDirection="column" alignItems="flex-end" gap="xs">
                        <Box color="price">
                          {T.quoted} {formatPrice(p.quoted_price, p.currency)} /{' '}
                          {quotedPriceUnit(p.price_basis, p.unit)}
                        </Box>
                        <Box color="textSecondary" fontSize="sm">
                          {P.exworks} {rmb(p.exworks_price)}
                          {w &&
                            ` · ${
                              w.problem === 'no_price'
                                ? P.noPrice
                                : P.working(
                                    rmb(w.costPerPiece),
                                    w.fobPerPiece ? rmb(w.fobPerPiece) : '',
                                    rmb(w.sellingPerPieceRmb),
                                  )
                            }${w.problem === 'no_carton_quantity' ? ` · ${P.noCartonQty}` : ''}`}
                        </Box>
                      </Box>
                      {props.onMoveProduct && (
                        <Box display="flex" flexDirection="column">
                          <Button
                            size="sm"
                            variant="ghost"
                            isDisabled={index === 0}
                            onPress={() => props.onMoveProduct?.(key, index - 1)}
                            aria-label={ADD_TO_CHOOSE_TEXT.moveUp(p.name)}
                          >
                            ↑
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            isDisabled={index === props.products.length - 1}
                            onPress={() => props.onMoveProduct?.(key, index + 1)}
                            aria-label={ADD_TO_CHOOSE_TEXT.moveDown(p.name)}
                          >
                            ↓
                          </Button>
                        </Box>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => props.onRemoveProduct(key)}
                        aria-label={T.removeProduct(p.name)}
                      >
                        {T.removeProduct('')}
                      </Button>
                    </Box>
                  );
                })}
              </Box>
            )}
            <Box as="h2" fontSize="lg" fontWeight="bold">
              {T.applies}
            </Box>
            {props.applies.length === 0 ? (
              <Box color="textMuted">{T.appliesEmpty}</Box>
            ) : (
              <Box
                as="ul"
                className={styles.plainList}
                display="flex"
                flexDirection="column"
                gap="sm"
                aria-label={T.applies}
              >
                {props.applies.map((a) => (
                  <Box as="li" key={a.id} padding="sm" background="surface">
                    <Box fontWeight="bold">{T.applyBy(a.name, a.contact, a.created_time)}</Box>
                    {a.remark && <Box color="textSecondary">{a.remark}</Box>}
                    <Box fontSize="sm">{a.list.map((p) => p.name).join('、')}</Box>
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </ListState>
    </Box>
  );
}
