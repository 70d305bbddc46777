import type { ChooseSummary } from '@wanju/api-client';
import { Badge, type BadgeTone, Box, Button, ConfirmDialog, Pagination } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Chooses.css';
import { CHOOSES_TEXT as T } from './messages';

export interface ChoosesListViewProps {
  state: LoadState;
  rows: readonly ChooseSummary[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
  onRetry: () => void;
}

export const SHARE_TONES: Record<ChooseSummary['share']['state'], BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
  none: 'neutral',
};

/** /chooses: the company's selection lists with their share state. */
export function ChoosesListView(props: ChoosesListViewProps) {
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="center" gap="lg">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        {props.state === 'ready' && (
          <Box color="textSecondary" role="status">
            {T.count(props.total)}
          </Box>
        )}
      </Box>
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <Box as="ul" className={styles.plainList} display="flex" flexDirection="column" gap="md" aria-label={T.title}>
          {props.rows.map((c) => (
            <Box
              as="li"
              key={c.id}
              aria-label={c.name}
              display="flex"
              alignItems="center"
              gap="md"
              padding="lg"
              background="surface"
              borderRadius="md"
              boxShadow="sm"
            >
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box display="flex" alignItems="center" gap="sm">
                  <Box as="h2" fontSize="lg" fontWeight="bold">
                    {c.name}
                  </Box>
                  <Badge tone={SHARE_TONES[c.share.state]}>{T.shareState[c.share.state]}</Badge>
                </Box>
                <Box color="textSecondary" fontSize="sm">
                  {T.summary(c.toy_count, c.apply_count)} · {c.user_name} · {T.updated(c.updated_time)}
                </Box>
                {c.words && <Box fontSize="sm">{c.words}</Box>}
              </Box>
              <Button size="sm" variant="primary" onPress={() => props.onOpen(c.id)} aria-label={`${T.open} ${c.name}`}>
                {T.open}
              </Button>
              <Button size="sm" variant="ghost" onPress={() => setDeleting(c.id)} aria-label={`${T.remove} ${c.name}`}>
                {T.remove}
              </Button>
            </Box>
          ))}
        </Box>
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={T.removeConfirm}
        tone="danger"
        onConfirm={() => {
          if (deleting !== null) props.onDelete(deleting);
          setDeleting(null);
        }}
      />
    </Box>
  );
}
