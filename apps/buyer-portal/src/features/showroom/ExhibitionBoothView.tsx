import type { ExhibitionBoothDetail, ExhibitionSession } from '@wanju/api-client';
import { Box, Button, EmptyState, ProductGrid, Spinner, TextField } from '@wanju/ui';
import { useState } from 'react';
import { numericId, toProductCards } from '../catalogue/cards';
import type { LoadState } from '../catalogue/ListState';
import { PhaseBadge, ScheduleList } from './ExhibitionView';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

export interface ExhibitionBoothViewProps {
  state: LoadState;
  detail: ExhibitionBoothDetail | null;
  watching: ExhibitionSession | null;
  /** ticked products for an inquiry */
  selected: readonly number[];
  sending?: boolean;
  onSelect: (ids: number[]) => void;
  onInquiry: (remark: string) => void;
  onWatch: (session: ExhibitionSession | null) => void;
  onBack: () => void;
  onOpenProduct: (id: number) => void;
  onAddToCart: (id: number) => void;
  onRetry: () => void;
}

/** An exhibitor's booth as a page: its products (featured first), its live stream, and an inquiry to its factory. */
export function ExhibitionBoothView(props: ExhibitionBoothViewProps) {
  const [remark, setRemark] = useState('');
  const d = props.detail;
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (props.state === 'error' || !d)
    return <EmptyState title={T.notFound} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />;
  const live = d.sessions.find((s) => s.phase === 'live' && s.live_url);
  return (
    <section className={styles.page} aria-label={`${T.booth(d.booth.number)} ${d.booth.factory_name}`}>
      <Button variant="link" onPress={props.onBack}>
        {T.backToExhibition}
      </Button>
      <header className={styles.head}>
        <Box display="flex" flexDirection="column" gap="xs">
          <Box display="flex" gap="sm" alignItems="center">
            <h1 className={styles.title}>
              {T.booth(d.booth.number)} · {d.booth.factory_name}
            </h1>
            <PhaseBadge phase={d.exhibition.phase} />
          </Box>
          <span className={styles.meta}>
            {d.exhibition.name} · {d.booth.hall}
          </span>
          <p>{d.booth.intro}</p>
          {live && !props.watching && (
            <Button variant="primary" onPress={() => props.onWatch(live)}>
              {T.watch}
            </Button>
          )}
        </Box>
      </header>
      {props.watching && (
        <section aria-label={T.player(props.watching.title)}>
          <video className={styles.video} src={props.watching.live_url} controls autoPlay muted loop playsInline />
        </section>
      )}
      <ScheduleList sessions={d.sessions} onWatch={props.onWatch} />
      <h2 className={styles.subtitle}>{T.boothProducts}</h2>
      <div className={styles.row}>
        <TextField
          label={T.inquiryRemark}
          placeholder={T.inquiryRemarkPlaceholder}
          value={remark}
          onChange={setRemark}
        />
        <Button
          variant="primary"
          isDisabled={!props.selected.length || props.sending}
          onPress={() => props.onInquiry(remark.trim())}
        >
          {T.inquirySelected(props.selected.length)}
        </Button>
        {!props.selected.length && <span className={styles.meta}>{T.selectForInquiry}</span>}
      </div>
      <ProductGrid
        products={toProductCards(d.products).map((card, i) => ({
          ...card,
          tags: d.products[i]?.featured ? [T.featured] : undefined,
        }))}
        label={T.boothProducts}
        height="calc(100vh - 320px)"
        selectedIds={new Set(props.selected)}
        onSelectionChange={(id, on) => {
          const n = numericId(id);
          props.onSelect(on ? [...new Set([...props.selected, n])] : props.selected.filter((x) => x !== n));
        }}
        onOpen={(id) => props.onOpenProduct(numericId(id))}
        onAddToCart={(id) => props.onAddToCart(numericId(id))}
      />
    </section>
  );
}
