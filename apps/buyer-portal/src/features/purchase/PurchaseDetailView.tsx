import type { ContentItem } from '@wanju/api-client';
import { Box, Button, Image } from '@wanju/ui';
import { Fragment } from 'react';
import type { LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { DetailState } from '../remote/DetailState';
import { PURCHASE_TEXT as T } from './messages';

export interface PurchaseDetailViewProps {
  state: LoadState;
  detail: ContentItem | null;
  onOpenFactory: (id: number) => void;
  onBack: () => void;
  onRetry: () => void;
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? T.none : String(v));

/** /purchaseDetails: one discounted purchase order (from /purchaseList; not kept alive). */
export function PurchaseDetailView({ state, detail, onOpenFactory, onBack, onRetry }: PurchaseDetailViewProps) {
  return (
    <DetailState
      state={state}
      detail={detail}
      notFound={T.notFound}
      backLabel={T.back}
      onRetry={onRetry}
      onBack={onBack}
    >
      {(d) => <PurchaseDetail detail={d} onOpenFactory={onOpenFactory} onBack={onBack} />}
    </DetailState>
  );
}

function PurchaseDetail({
  detail,
  onOpenFactory,
  onBack,
}: Pick<PurchaseDetailViewProps, 'onOpenFactory' | 'onBack'> & { detail: ContentItem }) {
  const fields: [string, string][] = [
    [T.quantity, text(detail.quantity)],
    [T.discount, text(detail.discount)],
    [T.deadline, typeof detail.deadline_days === 'number' ? T.deadlineDays(detail.deadline_days) : T.none],
    [T.publisher, text(detail.factory_name)],
    [T.published, detail.created_time],
    [T.hits, String(detail.hits)],
  ];
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <div className={pageStyles.head}>
        <Image src={detail.picture} alt={detail.title} width={240} ratio={4 / 3} />
        <Box display="flex" flexDirection="column" gap="md">
          <h1 className={pageStyles.title}>{detail.title}</h1>
          <dl className={pageStyles.fields}>
            {fields.map(([k, v]) => (
              <Fragment key={k}>
                <dt className={pageStyles.term}>{k}</dt>
                <dd className={pageStyles.def}>{v}</dd>
              </Fragment>
            ))}
          </dl>
          <Box display="flex" gap="sm">
            {detail.factory_id && (
              <Button variant="primary" onPress={() => onOpenFactory(detail.factory_id as number)}>
                {T.openFactory}
              </Button>
            )}
            <Button variant="outline" onPress={onBack}>
              {T.back}
            </Button>
          </Box>
        </Box>
      </div>
    </section>
  );
}
