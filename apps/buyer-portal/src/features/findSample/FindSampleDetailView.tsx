import type { FindSampleRequest } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice } from '@wanju/domain';
import { Box, Button, Image } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './FindSample.css';
import { RequestSummary } from './FindSampleListView';
import { FIND_SAMPLE_TEXT as T } from './messages';

export interface FindSampleDetailViewProps {
  state: LoadState;
  detail: FindSampleRequest | null;
  onOpenProduct: (toyId: number) => void;
  onBack: () => void;
  onRetry: () => void;
}

/** /toy_search_details/:id: the request and the factories' matching products. */
export function FindSampleDetailView({ state, detail, ...props }: FindSampleDetailViewProps) {
  const answers = detail?.answers ?? [];
  return (
    <Box as="section" aria-label={T.detailTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="center" gap="md">
        <Button size="sm" variant="link" onPress={props.onBack}>
          {T.back}
        </Button>
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.detailTitle}
        </Box>
      </Box>
      <ListState state={state} isEmpty={!detail} onRetry={props.onRetry}>
        {detail && (
          <>
            <Box padding="lg" background="surface" borderRadius="md" display="flex" flexDirection="column" gap="md">
              <RequestSummary r={detail} />
              {detail.pictures.length > 1 && (
                <Box display="flex" gap="sm" flexWrap="wrap">
                  {detail.pictures.slice(1).map((p) => (
                    <Image key={p} src={p} alt="" width={64} />
                  ))}
                </Box>
              )}
            </Box>
            <Box as="h2" fontSize="lg" fontWeight="bold">
              {T.answers}
            </Box>
            {answers.length === 0 ? (
              <Box color="textMuted">{T.noAnswers}</Box>
            ) : (
              <Box
                as="ul"
                className={styles.plainList}
                display="flex"
                flexDirection="column"
                gap="sm"
                aria-label={T.answers}
              >
                {answers.map((a) => (
                  <Box as="li" key={a.id} display="flex" alignItems="center" gap="md" padding="md" background="surface">
                    {a.toy && <Image src={a.toy.thumb || a.toy.picture} alt="" width={56} />}
                    <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                      <Box fontWeight="bold">{a.factory_name}</Box>
                      {a.toy && (
                        <Box fontSize="sm">
                          {a.toy.name}（{a.toy.article_number}）
                        </Box>
                      )}
                      {a.remark && (
                        <Box color="textSecondary" fontSize="sm">
                          {a.remark}
                        </Box>
                      )}
                    </Box>
                    {a.price !== null && <Box color="price">{T.answerPrice(formatPrice(a.price, BASE_CURRENCY))}</Box>}
                    {a.toy && (
                      <Button
                        size="sm"
                        onPress={() => a.toy && props.onOpenProduct(a.toy.id)}
                        aria-label={`${T.open} ${a.toy.name}`}
                      >
                        {T.open}
                      </Button>
                    )}
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
