import type { KioskCatalogue } from '@wanju/api-client';
import { BASE_CURRENCY, boothsByFloor, formatPrice } from '@wanju/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import type { KioskText, Lang } from '../../app/i18n';
import { Gallery } from './Gallery';
import * as styles from './Kiosk.css';

export type KioskProduct = KioskCatalogue['products'][number];
export type KioskShowroom = KioskCatalogue['showroom'];

const price = (p: KioskProduct) => formatPrice(p.exworks_price, BASE_CURRENCY);
const size = (l: number | null, w: number | null, h: number | null) => (l && w && h ? `${l}×${w}×${h} cm` : '—');

/** The top bar every browsing screen shares: the showroom, the offline sign, the language and the visitor's list. */
export function KioskBar(props: {
  t: KioskText;
  title: string;
  online: boolean;
  listCount: number;
  onLanguage: () => void;
  onList: () => void;
  onBack?: () => void;
}) {
  const { t } = props;
  return (
    <header className={styles.bar}>
      {props.onBack && (
        <button type="button" className={styles.big} onClick={props.onBack}>
          {t.back}
        </button>
      )}
      <h1 className={`${styles.subheading} ${styles.grow}`}>{props.title}</h1>
      {!props.online && (
        <span className={styles.offline} role="status">
          {t.offline}
        </span>
      )}
      <button type="button" className={styles.big} onClick={props.onLanguage}>
        {t.language}
      </button>
      <button type="button" className={styles.big} data-primary onClick={props.onList}>
        {t.myList(props.listCount)}
      </button>
    </header>
  );
}

export interface AttractViewProps {
  t: KioskText;
  showroom: KioskShowroom;
  featured: readonly KioskProduct[];
  onStart: () => void;
}

/** Shown when nobody is using the kiosk: the showroom, a few featured products, and "tap to start". */
export function AttractView({ t, showroom, featured, onStart }: AttractViewProps) {
  return (
    <main className={styles.screen}>
      <button type="button" className={styles.attract} onClick={onStart}>
        <span className={styles.heading}>{showroom.name}</span>
        <span className={styles.muted}>{t.attractLine(showroom.booth_count, showroom.product_count)}</span>
        <span className={styles.attractPictures}>
          {featured.slice(0, 4).map((p) => (
            <img key={p.id} src={p.thumb || p.picture} alt={p.name} width={240} height={240} />
          ))}
        </span>
        <span className={styles.pulse}>{t.tapToStart}</span>
      </button>
    </main>
  );
}

export interface BrowseFilter {
  keyword: string;
  floor: string | null;
  boothId: number | null;
  categoryId: number | null;
}

export interface BrowseViewProps {
  t: KioskText;
  lang: Lang;
  online: boolean;
  showroom: KioskShowroom;
  products: readonly KioskProduct[];
  /** ids found by a picture, or null */
  imageResults: number | null;
  filter: BrowseFilter;
  listIds: readonly number[];
  onFilter: (filter: BrowseFilter) => void;
  onOpen: (product: KioskProduct) => void;
  onImageSearch: () => void;
  onClearImage: () => void;
  onLanguage: () => void;
  onList: () => void;
}

/** Browse by floor, booth and category; search by keyword (works offline) or by picture. */
export function BrowseView(props: BrowseViewProps) {
  const { t, showroom, filter, lang } = props;
  const [keyword, setKeyword] = useState(filter.keyword);
  const floors = boothsByFloor(showroom.floors, showroom.booths);
  const booths = filter.floor ? (floors.find((f) => f.floor === filter.floor)?.booths ?? []) : showroom.booths;
  const set = (next: Partial<BrowseFilter>) => props.onFilter({ ...filter, ...next });
  return (
    <main className={styles.screen}>
      <KioskBar
        t={t}
        title={showroom.name}
        online={props.online}
        listCount={props.listIds.length}
        onLanguage={props.onLanguage}
        onList={props.onList}
      />
      <form
        className={styles.bar}
        aria-label={t.search}
        onSubmit={(e) => {
          e.preventDefault();
          set({ keyword: keyword.trim() });
        }}
      >
        <input
          className={`${styles.input} ${styles.grow}`}
          type="search"
          aria-label={t.search}
          placeholder={t.searchPlaceholder}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className={styles.big} data-primary>
          {t.search}
        </button>
        <button type="button" className={styles.big} onClick={props.onImageSearch} disabled={!props.online}>
          {t.searchByPicture}
        </button>
      </form>
      <nav className={styles.chips} aria-label={t.floors}>
        <button
          type="button"
          className={styles.big}
          aria-pressed={!filter.floor}
          onClick={() => set({ floor: null, boothId: null })}
        >
          {t.all}
        </button>
        {floors.map((f) => (
          <button
            key={f.floor}
            type="button"
            className={styles.big}
            aria-pressed={filter.floor === f.floor}
            onClick={() => set({ floor: f.floor, boothId: null })}
          >
            {f.floor}
          </button>
        ))}
      </nav>
      <nav className={styles.chips} aria-label={t.booths}>
        {booths.map((b) => (
          <button
            key={b.id}
            type="button"
            className={styles.big}
            aria-pressed={filter.boothId === b.id}
            onClick={() => set({ boothId: filter.boothId === b.id ? null : b.id })}
          >
            {t.booth(b.number)} {b.factory_name}
          </button>
        ))}
      </nav>
      <nav className={styles.chips} aria-label={t.categories}>
        <button
          type="button"
          className={styles.big}
          aria-pressed={!filter.categoryId}
          onClick={() => set({ categoryId: null })}
        >
          {t.all}
        </button>
        {showroom.categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.big}
            aria-pressed={filter.categoryId === c.id}
            onClick={() => set({ categoryId: c.id })}
          >
            {lang === 'en' ? c.name_en || c.name : c.name}
          </button>
        ))}
      </nav>
      <div className={styles.bar}>
        <span className={styles.grow} role="status">
          {props.imageResults !== null ? t.imageResults(props.imageResults) : t.results(props.products.length)}
        </span>
        {(props.imageResults !== null || filter.keyword || filter.floor || filter.boothId || filter.categoryId) && (
          <button
            type="button"
            className={styles.big}
            onClick={() => {
              setKeyword('');
              props.onClearImage();
              props.onFilter({ keyword: '', floor: null, boothId: null, categoryId: null });
            }}
          >
            {t.clearFilter}
          </button>
        )}
      </div>
      <div className={styles.scroll}>
        {props.products.length === 0 ? (
          <p className={styles.muted}>{t.noResults}</p>
        ) : (
          <ul className={styles.grid} aria-label={t.results(props.products.length)}>
            {props.products.slice(0, 120).map((p) => (
              <li key={p.id}>
                <button type="button" className={styles.tile} onClick={() => props.onOpen(p)}>
                  <img src={p.thumb || p.picture} alt="" width="100%" loading="lazy" />
                  <span className={styles.tileName}>{lang === 'en' ? p.name_en || p.name : p.name}</span>
                  <span className={styles.muted}>
                    {p.article_number} · {t.booth(p.booth_number)}
                  </span>
                  <span className={styles.price}>{price(p)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export interface ProductViewProps {
  t: KioskText;
  lang: Lang;
  online: boolean;
  showroom: KioskShowroom;
  product: KioskProduct;
  inList: boolean;
  listCount: number;
  onCollect: () => void;
  onBack: () => void;
  onLanguage: () => void;
  onList: () => void;
}

/** A product as the hall shows it: pictures, packing and prices, and where its booth is on the floor map. */
export function ProductView(props: ProductViewProps) {
  const { t, product: p, showroom, lang } = props;
  const floorBooths = showroom.booths.filter((b) => b.floor === p.floor);
  const facts: [string, string][] = [
    [t.articleNumber, p.article_number],
    [t.factory, p.factory_name],
    [t.price, `${price(p)} / ${p.unit}`],
    [t.packing, lang === 'en' ? p.packing_name_en || p.packing_name : p.packing_name],
    [t.productSize, size(p.length, p.width, p.height)],
    [t.cartonSize, size(p.carton_length, p.carton_width, p.carton_height)],
    [t.cartonQty, p.carton_quantity ? `${p.carton_quantity}` : '—'],
    [t.innerQty, p.inbox_count ? `${p.inbox_count}` : '—'],
    [t.volume, p.carton_cubic_meter ? `${p.carton_cubic_meter} m³` : '—'],
    [t.weight, p.gross_weight ? `${p.gross_weight}/${p.net_weight ?? '—'} kg` : '—'],
  ];
  const name = lang === 'en' ? p.name_en || p.name : p.name;
  const detail = useRef<HTMLDivElement>(null);
  // A tapped product opens at its top (its name and 返回 in view), wherever the list was scrolled to.
  useLayoutEffect(() => {
    if (p.id === undefined) return;
    window.scrollTo(0, 0);
    if (detail.current) detail.current.scrollTop = 0;
  }, [p.id]);
  return (
    <main className={styles.screen}>
      <KioskBar
        t={t}
        title={name}
        online={props.online}
        listCount={props.listCount}
        onLanguage={props.onLanguage}
        onList={props.onList}
        onBack={props.onBack}
      />
      <div className={styles.detail} ref={detail}>
        <Gallery key={p.id} pictures={p.pictures.length ? p.pictures : [p.picture]} name={name} t={t} />
        <section className={styles.detailCol} aria-label={name}>
          <h2 className={styles.subheading}>{name}</h2>
          <span className={styles.price}>{price(p)}</span>
          <dl className={styles.facts}>
            {facts.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt className={styles.term}>{k}</dt>
                <dd className={styles.def}>{v}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className={styles.big}
            data-primary={props.inList ? undefined : true}
            aria-pressed={props.inList}
            onClick={props.onCollect}
          >
            {props.inList ? t.collected : t.collect}
          </button>
          <h3 className={styles.subheading}>{t.whereIsBooth(p.floor, p.booth_number)}</h3>
          <div className={styles.map} role="img" aria-label={t.whereIsBooth(p.floor, p.booth_number)}>
            {floorBooths.map((b) => (
              <span
                key={b.id}
                className={styles.pin}
                data-here={b.id === p.booth_id ? true : undefined}
                style={{ left: `${b.map_x}%`, top: `${b.map_y}%` }}
              >
                {b.number}
              </span>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}

export interface ListViewProps {
  t: KioskText;
  online: boolean;
  showroom: KioskShowroom;
  products: readonly KioskProduct[];
  /** the QR code (SVG markup) of the list's share link, once it is stored */
  qrSvg: string | null;
  shareUrl: string | null;
  expires: string | null;
  /** the list waits in the queue for the network */
  queued: boolean;
  busy: boolean;
  onRemove: (id: number) => void;
  onMakeQr: () => void;
  onDone: () => void;
  onBack: () => void;
  onLanguage: () => void;
}

/** The visitor's list: what they collected, and a QR code that opens it on their phone. */
export function ListView(props: ListViewProps) {
  const { t } = props;
  return (
    <main className={styles.screen}>
      <KioskBar
        t={t}
        title={t.listTitle}
        online={props.online}
        listCount={props.products.length}
        onLanguage={props.onLanguage}
        onList={props.onBack}
        onBack={props.onBack}
      />
      <div className={styles.detail}>
        <section className={styles.detailCol} aria-label={t.listTitle}>
          {props.products.length === 0 ? (
            <p className={styles.muted}>{t.listEmpty}</p>
          ) : (
            <ul className={styles.grid} aria-label={t.listTitle} style={{ gridTemplateColumns: '1fr' }}>
              {props.products.map((p) => (
                <li key={p.id} className={styles.listRow}>
                  <img src={p.thumb || p.picture} alt="" width={120} height={120} />
                  <span className={styles.grow}>
                    <span className={styles.tileName}>{p.name}</span>
                    <br />
                    <span className={styles.muted}>
                      {p.article_number} · {t.booth(p.booth_number)} · {price(p)}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={styles.big}
                    onClick={() => props.onRemove(p.id)}
                    aria-label={`${t.remove} ${p.name}`}
                  >
                    {t.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.detailCol} aria-label={t.makeQr}>
          {props.qrSvg ? (
            <>
              <img
                className={styles.qr}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.qrSvg)}`}
                alt={props.shareUrl ?? ''}
              />
              <p>{t.scanQr}</p>
              {props.expires && <p className={styles.muted}>{t.expires(props.expires)}</p>}
              {props.shareUrl && (
                <a href={props.shareUrl} className={styles.muted} data-testid="share-link">
                  {props.shareUrl}
                </a>
              )}
            </>
          ) : props.queued ? (
            <p role="status">{t.queued}</p>
          ) : (
            <button
              type="button"
              className={styles.big}
              data-primary
              disabled={!props.products.length || props.busy}
              onClick={props.onMakeQr}
            >
              {t.makeQr}
            </button>
          )}
          <button type="button" className={styles.big} onClick={props.onDone}>
            {t.done}
          </button>
        </section>
      </div>
    </main>
  );
}

export interface CameraViewProps {
  t: KioskText;
  /** the live camera, or null when none could be opened */
  stream: MediaStream | null;
  error: boolean;
  onCapture: (video: HTMLVideoElement) => void;
  onPicture: (file: File) => void;
  onCancel: () => void;
}

/** Search by picture: the kiosk's camera (getUserMedia), or a picture chosen from the device. */
export function CameraView({ t, stream, error, onCapture, onPicture, onCancel }: CameraViewProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  if (video && stream && video.srcObject !== stream) {
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }
  return (
    <main className={styles.screen} aria-label={t.searchByPicture}>
      <div className={styles.attract}>
        <h1 className={styles.heading}>{t.searchByPicture}</h1>
        {stream ? <video ref={setVideo} muted playsInline style={{ width: '80%', maxHeight: '60vh' }} /> : null}
        {error && <p role="alert">{t.cameraFailed}</p>}
        <div className={styles.chips}>
          {stream && (
            <button type="button" className={styles.big} data-primary onClick={() => video && onCapture(video)}>
              {t.takePhoto}
            </button>
          )}
          <label className={styles.big} style={{ display: 'inline-flex', alignItems: 'center' }}>
            {t.choosePicture}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onPicture(file);
              }}
            />
          </label>
          <button type="button" className={styles.big} onClick={onCancel}>
            {t.cancel}
          </button>
        </div>
      </div>
    </main>
  );
}
