import type { LiveDetail } from '@wanju/api-client';
import { Badge, Button, EmptyState } from '@wanju/ui';
import type { LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { DetailState } from '../remote/DetailState';
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
  return (
    <DetailState
      state={state}
      detail={detail}
      notFound={T.notFound}
      backLabel={T.back}
      onRetry={onRetry}
      onBack={onBack}
    >
      {(d) => <LivePlayer detail={d} onOpenFactory={onOpenFactory} onBack={onBack} />}
    </DetailState>
  );
}

function LivePlayer({
  detail,
  onOpenFactory,
  onBack,
}: Pick<LivePlayerViewProps, 'onOpenFactory' | 'onBack'> & { detail: LiveDetail }) {
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
