import type { FindSampleRequest, ToyItem } from '@wanju/api-client';
import { formatPrice } from '@wanju/domain';
import { Badge, Box, Button, ComboBox, Image, NumberField, TextField } from '@wanju/ui';
import { useState } from 'react';
import { DeskSection, type LoadState } from './DeskSection';
import { DESK_TEXT as T } from './messages';

export interface FindSampleDeskViewProps {
  state: LoadState;
  list: readonly FindSampleRequest[];
  /** the factory's own products, to answer with */
  products: readonly ToyItem[];
  onAnswer: (id: number, answer: { toy_id: number; price: number | null; remark: string }) => void;
  /** 联系采购商: opens the chat with the request's buyer. */
  onContact?: (id: number) => void;
  onRetry: () => void;
}

/** Buyers' find-sample requests: the factory answers with matching products of its own. */
export function FindSampleDeskView(props: FindSampleDeskViewProps) {
  return (
    <DeskSection
      title={T.findSamples}
      state={props.state}
      emptyTitle={T.noFindSamples}
      count={props.list.length}
      onRetry={props.onRetry}
    >
      {props.list.map((r) => (
        <FindCard key={r.id} request={r} {...props} />
      ))}
    </DeskSection>
  );
}

function FindCard({
  request: r,
  products,
  onAnswer,
  onContact,
}: FindSampleDeskViewProps & { request: FindSampleRequest }) {
  const [toyId, setToyId] = useState<number | null>(null);
  const [price, setPrice] = useState(Number.NaN);
  const [remark, setRemark] = useState('');
  const target = T.target(r.target_price, r.quantity);
  return (
    <Box
      as="li"
      aria-label={r.description}
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="lg"
      background="surface"
      borderRadius="md"
      style={{ listStyle: 'none' }}
    >
      <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
        <Box as="h2" fontSize="lg" fontWeight="bold">
          {r.description}
        </Box>
        <Badge tone={r.status === 'open' ? 'warning' : 'success'}>{r.status_text}</Badge>
        <Box color="textSecondary" fontSize="sm">
          {T.from(r.user_name, r.created_time)}
          {target ? ` · ${target}` : ''}
        </Box>
      </Box>
      {r.pictures.length > 0 && (
        <Box display="flex" gap="sm">
          {r.pictures.map((p) => (
            <Image key={p} src={p} alt={r.description} width={96} />
          ))}
        </Box>
      )}
      {(r.answers ?? []).length > 0 && (
        <Box display="flex" flexDirection="column" gap="xs">
          <Box fontWeight="bold">{T.myAnswers}</Box>
          {(r.answers ?? []).map((a) => (
            <Box key={a.id} color="textSecondary">
              {a.toy ? `${a.toy.name}（${a.toy.article_number}）` : ''}
              {a.price !== null ? ` · ${formatPrice(a.price, 'RMB')}` : ''}
              {a.remark ? ` · ${a.remark}` : ''}
            </Box>
          ))}
        </Box>
      )}
      <Box display="flex" alignItems="flex-end" gap="sm" flexWrap="wrap">
        <ComboBox
          label={T.product}
          items={products.map((p) => ({ id: p.id, name: `${p.name}（${p.article_number}）` }))}
          selectedKey={toyId}
          onSelectionChange={(key) => setToyId(key === null ? null : Number(key))}
        />
        <NumberField label={T.answerPrice} minValue={0} step={0.01} hideSteppers value={price} onChange={setPrice} />
        <TextField label={T.answerRemark} value={remark} maxLength={500} onChange={setRemark} />
        <Button
          size="sm"
          variant="primary"
          isDisabled={toyId === null}
          onPress={() =>
            toyId !== null &&
            onAnswer(r.id, { toy_id: toyId, price: Number.isFinite(price) ? price : null, remark: remark.trim() })
          }
        >
          {T.sendMatch}
        </Button>
        {onContact && (
          <Button size="sm" variant="secondary" onPress={() => onContact(r.id)}>
            {T.contactBuyer}
          </Button>
        )}
      </Box>
    </Box>
  );
}
