import type { FactoryRequest } from '@wanju/api-client';
import { Box, Button } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { RequestListView } from '../inquiry/RequestListView';
import { SUPPLEMENT_TEXT as T } from './messages';

export interface SupplementDetailViewProps {
  state: LoadState;
  detail: FactoryRequest | null;
  onComplete: (id: number) => void;
  onChase: (id: number) => void;
  onDelete: (id: number) => void;
  onBack: () => void;
  onRetry: () => void;
}

/** /supplement/:id: one factory's sample supplement with its products, completed by the buyer. */
export function SupplementDetailView({ state, detail, ...props }: SupplementDetailViewProps) {
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <Box display="flex" gap="sm" paddingX="xl" paddingTop="xl">
        <Button size="sm" variant="link" onPress={props.onBack}>
          {T.back}
        </Button>
        {detail && detail.status !== 'completed' && (
          <Button size="sm" variant="primary" onPress={() => props.onComplete(detail.id)}>
            {T.complete}
          </Button>
        )}
      </Box>
      {state === 'ready' && detail ? (
        <RequestListView
          title={T.detailTitle}
          emptyTitle={T.notFound}
          emptyHint=""
          state="ready"
          rows={[detail]}
          total={1}
          page={1}
          pageSize={1}
          statuses={[]}
          status={null}
          onStatusChange={() => undefined}
          onPageChange={() => undefined}
          onDelete={props.onDelete}
          onChase={props.onChase}
          onRetry={props.onRetry}
        />
      ) : (
        <ListState state={state} isEmpty={!detail} onRetry={props.onRetry} emptyTitle={T.notFound}>
          {null}
        </ListState>
      )}
    </Box>
  );
}
