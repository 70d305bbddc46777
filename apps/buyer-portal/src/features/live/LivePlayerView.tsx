import type { LiveDetail } from '@wanju/api-client';
import { Badge, Box, Button, EmptyState, Spinner } from '@wanju/ui';
import type { LoadState } from '../catalogue/ListState';
import { CATALOGUE_TEXT } from '../catalogue/messages';
import * as pageStyles from '../factory/Factory.css';
import * as styles from './Live.css';
import { LIVE_TEXT as T } from './messages';

export interface LivePlayerViewProps {
  state: LoadState;
  detail: LiveDetail | null;
  onOpenFactory: (id: number) => void;
  onBack: () => void;
  onRetry: () => void;
}

/** /xiaoniaolive/{type}/{id}: the player of a live stream or its recording (the demo streams are recordings). */
export function LivePlayerView({ state, detail, onOpenFactory, onBack, onRetry }: LivePlayerViewProps) {
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={CATALOGUE_TEXT.loading} showLabel />
      </Box>
    );
  if (state === 'error' || !detail)
    return (
      <EmptyState
        title={T.notFound}
        action={
          <Box display="flex" gap="sm">
            <Button variant="primary" onPress={onRetry}>
              {CATALOGUE_TEXT.retry}
            </Button>
            <Button variant="outline" onPress={onBack}>
              {T.back}
            </Button>
          </Box>
        }
      />
    );
  return (
    <section className={pageStyles.page} aria-label={detail.title}>
      <h1 className={pageStyles.title}>{detail.title}</h1>
      <div className={styles.info}>
        <Badge tone={detail.status === 'live' ? 'danger' : 'neutral'}>
          {detail.status === 'live' ? T.live : T.replay}
        </Badge>
        <span className={pageStyles.meta}>
          {T.viewers(detail.viewers)} · {T.hits(detail.hits)} · {detail.created_time}
        </span>
      </div>
      {detail.video ? (
        <video
          className={styles.player}
          src={detail.video}
          poster={detail.picture || undefined}
          controls
          autoPlay
          muted
          loop={detail.status === 'live'}
          playsInline
          aria-label={T.player(detail.title)}
        />
      ) : (
        <EmptyState title={T.noVideo} />
      )}
      {detail.factory_name && <span className={pageStyles.meta}>{T.factory(detail.factory_name)}</span>}
      <div className={styles.actions}>
        {detail.factory_id && (
          <Button variant="primary" onPress={() => onOpenFactory(detail.factory_id as number)}>
            {T.openFactory}
          </Button>
        )}
        <Button variant="outline" onPress={onBack}>
          {T.back}
        </Button>
      </div>
    </section>
  );
}
