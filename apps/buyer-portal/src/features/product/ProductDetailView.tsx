import type { ToyDetail } from '@wanju/api-client';
import { BASE_CURRENCY, type CutoutState, certificateLabel, formatDimensions, formatPrice } from '@wanju/domain';
import { Badge, Box, Button, CutoutButton, EmptyState, Image, ProductGrid, Spinner } from '@wanju/ui';
import { useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { nameInLang } from '../shell/prefs';
import { PRODUCT_TEXT as T } from './messages';
import * as styles from './ProductDetailView.css';

export interface ProductDetailViewProps {
  detail: ToyDetail | null;
  state: 'loading' | 'error' | 'ready';
  inCompare?: boolean;
  onToggleCompare?: (id: number) => void;
  onOpenFactory: (factoryId: number) => void;
  onOpenProduct: (id: number) => void;
  /** Sends an inquiry for this product to its factory (batch_inquiry). */
  onInquire?: (id: number) => void;
  isInquiring?: boolean;
  /** Opens the 'report an error' form (edit_error). */
  onReportError?: (id: number) => void;
  /** Opens the chat with the product's factory, with this product as a card. */
  onAskFactory?: (id: number) => void;
  /** §4 the AI抠图 button on the picture shown: its state, start (with that picture) and undo. */
  cutout?: CutoutState;
  onCutout?: (picture: string) => void;
  onCutoutUndo?: () => void;
}

const show = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? T.none : String(v);

/** Product detail: pictures with zoom, every item field, packing and carton, the factory's contact, similar products. */
export function ProductDetailView({
  detail,
  state,
  inCompare,
  onToggleCompare,
  onOpenFactory,
  onOpenProduct,
  onInquire,
  isInquiring,
  onReportError,
  onAskFactory,
  cutout,
  onCutout,
  onCutoutUndo,
}: ProductDetailViewProps) {
  const [picture, setPicture] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.loading} showLabel />
      </Box>
    );
  if (state === 'error' || !detail) return <EmptyState title={T.loadFailed} />;
  const pictures = detail.pictures.length ? detail.pictures : [detail.picture];
  const fields: [string, string][] = [
    [T.articleNumber, show(detail.article_number)],
    [T.factoryNumber, show(detail.factory_number)],
    [T.category, show(detail.category_name)],
    [T.unit, show(detail.unit)],
    [T.sampleSize, show(formatDimensions(detail.length, detail.width, detail.height))],
    [T.packSize, show(formatDimensions(detail.pack_length, detail.pack_width, detail.pack_height))],
    [T.cartonSize, show(formatDimensions(detail.carton_length, detail.carton_width, detail.carton_height))],
    [T.packing, show(detail.packing_name)],
    [T.cartonQuantity, show(detail.carton_quantity)],
    [T.innerBox, show(detail.inbox_count)],
    [T.cbm, show(detail.carton_cubic_meter)],
    [T.cuft, show(detail.carton_cubic_feet)],
    [T.grossNet, `${show(detail.gross_weight)} / ${show(detail.net_weight)}`],
    [T.stock, show(detail.stock_quantity)],
  ];
  const contact: [string, string][] = [
    [T.contact, show(detail.contact)],
    [T.tel, show(detail.tel)],
    [T.mobile, show(detail.mobile)],
    [T.qq, show(detail.qq)],
    [T.fax, show(detail.fax)],
    [T.email, show(detail.email)],
    [T.address, show(detail.address)],
  ];
  return (
    <div>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <button
            type="button"
            className={styles.zoom}
            style={{ border: 'none', padding: 0, background: 'none' }}
            onMouseEnter={() => setZoomed(true)}
            onMouseLeave={() => setZoomed(false)}
            onFocus={() => setZoomed(true)}
            onBlur={() => setZoomed(false)}
          >
            <Image
              src={cutout?.phase === 'done' ? cutout.image : pictures[picture]}
              alt={detail.name}
              ratio={1}
              fit="contain"
              className={zoomed ? styles.zoomed : undefined}
            />
          </button>
          {onCutout && (
            <CutoutButton
              phase={cutout?.phase ?? 'idle'}
              onStart={() => onCutout(pictures[picture] as string)}
              onUndo={() => onCutoutUndo?.()}
            />
          )}
          {pictures.length > 1 && (
            <fieldset className={styles.thumbs} aria-label={T.pictures}>
              {pictures.map((src, i) => (
                <button
                  key={src}
                  type="button"
                  className={styles.thumb}
                  aria-pressed={i === picture}
                  aria-label={T.pictureN(i + 1)}
                  onClick={() => setPicture(i)}
                >
                  <Image src={src} alt="" ratio={1} />
                </button>
              ))}
            </fieldset>
          )}
        </div>
        <div className={styles.info}>
          <h2 className={styles.name}>{nameInLang(detail.name, detail.name_en)}</h2>
          <span className={styles.price}>{formatPrice(detail.exworks_price, BASE_CURRENCY)}</span>
          <Box display="flex" gap="xs" flexWrap="wrap">
            {detail.certifications.map((c) => (
              <Badge key={c} tone="info">
                {certificateLabel(c)}
              </Badge>
            ))}
          </Box>
          <dl className={styles.fields}>
            {fields.map(([k, v]) => (
              <Field key={k} term={k} value={v} />
            ))}
          </dl>
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => onOpenFactory(detail.factory_id)}>
              {T.openFactory}
            </Button>
            {onToggleCompare && (
              <Button variant="outline" onPress={() => onToggleCompare(detail.id)}>
                {inCompare ? T.inCompare : T.addCompare}
              </Button>
            )}
            {onInquire && (
              <Button
                variant="outline"
                isDisabled={isInquiring}
                isPending={isInquiring}
                onPress={() => onInquire(detail.id)}
              >
                {isInquiring ? T.inquiring : T.inquire}
              </Button>
            )}
            {onAskFactory && (
              <Button variant="outline" onPress={() => onAskFactory(detail.id)}>
                咨询工厂
              </Button>
            )}
            {onReportError && (
              <Button variant="ghost" onPress={() => onReportError(detail.id)}>
                {T.reportError}
              </Button>
            )}
          </div>
          <h3 className={styles.sectionTitle}>
            {T.factory}：{detail.factory_name}
          </h3>
          <dl className={styles.fields}>
            {contact.map(([k, v]) => (
              <Field key={k} term={k} value={v} />
            ))}
          </dl>
        </div>
      </div>
      {detail.introduction && (
        <>
          <h3 className={styles.sectionTitle}>{T.introduction}</h3>
          <p>{detail.introduction}</p>
        </>
      )}
      {detail.similar.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{T.similar}</h3>
          <ProductGrid
            products={toProductCards(detail.similar)}
            label={T.similar}
            height={GRID_HEIGHT.section}
            minCardWidth={180}
            onOpen={(id) => onOpenProduct(numericId(id))}
          />
        </>
      )}
    </div>
  );
}

function Field({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.def}>{value}</dd>
    </>
  );
}
