import type { ExhibitionDetail, ExhibitionSession } from '@wanju/api-client';
import { EXHIBITION_PHASE_LABELS } from '@wanju/domain';
import { Badge, Box, Button, EmptyState, ProductGrid, Spinner } from '@wanju/ui';
import { numericId, toProductCards } from '../catalogue/cards';
import type { LoadState } from '../catalogue/ListState';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

const PHASE_TONE = { upcoming: 'info', live: 'danger', ended: 'neutral' } as const;

export function PhaseBadge({ phase }: { phase: ExhibitionSession['phase'] }) {
  return <Badge tone={PHASE_TONE[phase]}>{EXHIBITION_PHASE_LABELS[phase]}</Badge>;
}

/** A schedule: sessions with their phase; a live one with a stream can be watched. */
export function ScheduleList({
  sessions,
  onWatch,
}: {
  sessions: readonly ExhibitionSession[];
  onWatch: (session: ExhibitionSession) => void;
}) {
  if (!sessions.length) return <p className={styles.meta}>{T.noSessions}</p>;
  return (
    <ol className={styles.schedule} aria-label={T.schedule}>
      {sessions.map((s) => (
        <li key={s.id} className={styles.card}>
          <Box display="flex" gap="sm" alignItems="center">
            <PhaseBadge phase={s.phase} />
            <strong>{s.title}</strong>
          </Box>
          <span className={styles.meta}>{T.dates(s.start_time, s.end_time)}</span>
          {s.phase === 'live' && s.live_url && (
            <Box>
              <Button size="sm" variant="primary" onPress={() => onWatch(s)}>
                {T.watch}
              </Button>
            </Box>
          )}
        </li>
      ))}
    </ol>
  );
}

export interface ExhibitionViewProps {
  state: LoadState;
  exhibition: ExhibitionDetail | null;
  /** the session being watched */
  watching: ExhibitionSession | null;
  onWatch: (session: ExhibitionSession | null) => void;
  onOpenBooth: (id: number) => void;
  onOpenProduct: (id: number) => void;
  onAddToCart: (id: number) => void;
  onRetry: () => void;
}

/** /onlineExhibition, /ShenzhenExhibition: the exhibition's dates, halls, schedule, exhibitor booths and featured products. */
export function ExhibitionView(props: ExhibitionViewProps) {
  const ex = props.exhibition;
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (props.state === 'error' || !ex)
    return <EmptyState title={T.loadFailed} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />;
  return (
    <section className={styles.page} aria-label={ex.name}>
      <header className={styles.head}>
        <Box display="flex" flexDirection="column" gap="xs">
          <Box display="flex" gap="sm" alignItems="center">
            <h1 className={styles.title}>{ex.name}</h1>
            <PhaseBadge phase={ex.phase} />
          </Box>
          <span className={styles.meta}>{T.dates(ex.start_time, ex.end_time)}</span>
          <span className={styles.meta}>
            {T.address}：{ex.address}
          </span>
          <p>{ex.intro}</p>
        </Box>
      </header>
      {props.watching && (
        <section aria-label={T.player(props.watching.title)}>
          <h2 className={styles.subtitle}>{props.watching.title}</h2>
          <video className={styles.video} src={props.watching.live_url} controls autoPlay muted loop playsInline />
        </section>
      )}
      <section aria-label={T.schedule}>
        <h2 className={styles.subtitle}>{T.schedule}</h2>
        <ScheduleList sessions={ex.sessions} onWatch={props.onWatch} />
      </section>
      {ex.halls.map((hall) => (
        <section key={hall} aria-label={hall}>
          <h2 className={styles.subtitle}>
            {T.halls}：{hall}
          </h2>
          <ul className={styles.boothList}>
            {ex.booths
              .filter((b) => b.hall === hall)
              .map((b) => (
                <li key={b.id} className={styles.card}>
                  <Box display="flex" gap="sm" alignItems="center">
                    <strong>{T.booth(b.number)}</strong>
                    {b.live === 1 && <Badge tone="danger">{T.live}</Badge>}
                  </Box>
                  <span>{b.factory_name}</span>
                  <span className={styles.meta}>{T.products(b.product_count)}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onPress={() => props.onOpenBooth(b.id)}
                    aria-label={`${T.openBooth} ${b.number}`}
                  >
                    {T.openBooth}
                  </Button>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <div>
        <h2 className={styles.subtitle}>{T.featuredProducts}</h2>
        <ProductGrid
          products={toProductCards(ex.featured)}
          label={T.featuredProducts}
          height={440}
          onOpen={(id) => props.onOpenProduct(numericId(id))}
          onAddToCart={(id) => props.onAddToCart(numericId(id))}
        />
      </div>
    </section>
  );
}
