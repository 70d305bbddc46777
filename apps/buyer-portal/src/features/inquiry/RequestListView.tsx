import type { FactoryRequest } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice, STATUS_LABELS } from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, Image, Select, useConfirm } from '@wanju/ui';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import { INQUIRY_TEXT as T } from './messages';
import * as styles from './RequestListView.css';

export interface RequestListViewProps {
  title: string;
  emptyTitle: string;
  emptyHint: string;
  state: LoadState;
  rows: readonly FactoryRequest[];
  total: number;
  page: number;
  pageSize: number;
  statuses: readonly string[];
  status: string | null;
  onStatusChange: (status: string | null) => void;
  onPageChange: (page: number) => void;
  onDelete: (id: number) => void;
  onChase: (id: number) => void;
  /** inquiries only: send the inquiry again (answered or closed ones) */
  onAgain?: (id: number) => void;
  canAgain?: (status: string) => boolean;
  /** supplements: open the detail page */
  onOpen?: (id: number) => void;
  onRetry: () => void;
}

const ALL = 'all';
const TONES: Record<string, BadgeTone> = {
  sent: 'info',
  read: 'warning',
  answered: 'success',
  completed: 'success',
  closed: 'neutral',
};
const FINISHED = new Set(['answered', 'closed', 'completed']);

/** One card per factory request: status, the factory's answer, its products, and the actions. */
export function RequestListView(props: RequestListViewProps) {
  const { rows } = props;
  const remove = useConfirm((d: number) => props.onDelete(d), T.removeConfirm);
  return (
    <ListScreen
      title={props.title}
      text={{
        empty: props.emptyTitle,
        emptyHint: props.emptyHint,
        count: props.statuses.length > 0 ? T.count : undefined,
      }}
      list={props}
      toolbar={
        props.statuses.length > 0 && (
          <Select
            label={T.status}
            items={[
              { id: ALL, name: T.allStatuses },
              ...props.statuses.map((s) => ({ id: s, name: STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? s })),
            ]}
            selectedKey={props.status ?? ALL}
            onSelectionChange={(k) => props.onStatusChange(k === ALL ? null : String(k))}
          />
        )
      }
      dialogs={remove.dialog}
    >
      <Box as="ul" className={styles.plainList} display="flex" flexDirection="column" gap="md" aria-label={props.title}>
        {rows.map((r) => (
          <Box
            as="li"
            key={r.id}
            aria-label={r.factory_name}
            display="flex"
            flexDirection="column"
            gap="sm"
            padding="lg"
            background="surface"
            borderRadius="md"
            boxShadow="sm"
          >
            <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
              <Box as="h2" fontSize="lg" fontWeight="bold">
                {r.factory_name}
              </Box>
              <Badge tone={TONES[r.status] ?? 'neutral'}>{r.status_text}</Badge>
              <Box color="textSecondary" fontSize="sm">
                {T.products(r.toy_count)} · {T.sentAt(r.created_time)} · {T.notifyAt(r.notify_time)}
                {r.chase_count > 0 ? ` · ${T.chased(r.chase_count)}` : ''}
              </Box>
            </Box>
            <Box color={r.answer ? 'text' : 'textMuted'}>
              {T.answer}：{r.answer || T.noAnswer}
            </Box>
            {r.sample_date && <Box color="textSecondary">{T.sampleDate(r.sample_date)}</Box>}
            {r.answer_pictures.length > 0 && (
              <Box as="ul" className={styles.plainList} display="flex" gap="sm" aria-label={T.answerPictures}>
                {r.answer_pictures.map((src) => (
                  <li key={src}>
                    <Image src={src} alt={T.answerPictures} width={64} />
                  </li>
                ))}
              </Box>
            )}
            <Box as="ul" className={styles.plainList} display="flex" gap="md" flexWrap="wrap">
              {r.list.map((line) => (
                <Box as="li" key={line.id} display="flex" gap="sm" alignItems="center" fontSize="sm">
                  <Image src={line.thumb || line.picture} alt="" width={40} />
                  <span>
                    {line.name}（{line.article_number}）· {T.quantity(line.quantity)}
                    {line.answer_price !== null && (
                      <Box as="span" color="price">
                        {' '}
                        · {T.answerPrice(formatPrice(line.answer_price, BASE_CURRENCY))}
                      </Box>
                    )}
                  </span>
                </Box>
              ))}
            </Box>
            <Box display="flex" gap="sm" justifyContent="flex-end">
              {props.onOpen && (
                <Button size="sm" onPress={() => props.onOpen?.(r.id)} aria-label={`${T.detail} ${r.factory_name}`}>
                  {T.detail}
                </Button>
              )}
              {!FINISHED.has(r.status) && (
                <Button size="sm" onPress={() => props.onChase(r.id)} aria-label={`${T.chase} ${r.factory_name}`}>
                  {T.chase}
                </Button>
              )}
              {props.onAgain && props.canAgain?.(r.status) && (
                <Button size="sm" onPress={() => props.onAgain?.(r.id)} aria-label={`${T.again} ${r.factory_name}`}>
                  {T.again}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onPress={() => remove.ask(r.id)}
                aria-label={`${T.remove} ${r.factory_name}`}
              >
                {T.remove}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </ListScreen>
  );
}
