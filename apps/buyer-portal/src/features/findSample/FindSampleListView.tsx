import type { FindSampleRequest } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice } from '@wanju/domain';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Dialog,
  FileTrigger,
  Image,
  NumberField,
  TextField,
  useConfirm,
} from '@wanju/ui';
import { useState } from 'react';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import * as styles from './FindSample.css';
import { FIND_SAMPLE_TEXT as T } from './messages';

export interface FindSampleDraft {
  description: string;
  pictures: string[];
  target_price: number | null;
  quantity: number | null;
}

export interface FindSampleListViewProps {
  state: LoadState;
  rows: readonly FindSampleRequest[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (id: number) => void;
  onAdd: (draft: FindSampleDraft) => Promise<boolean>;
  /** Uploads one picture of the wanted product; answers its address, or null when refused. */
  onUpload: (file: File) => Promise<string | null>;
  onClose: (id: number) => void;
  onDelete: (id: number) => void;
  onChaseAll: () => void;
  onRetry: () => void;
}

export const FIND_TONES: Record<string, BadgeTone> = { open: 'info', answered: 'success', closed: 'neutral' };

const MAX_PICTURES = 9;

function AddDialog({
  onAdd,
  onUpload,
  onClose,
}: Pick<FindSampleListViewProps, 'onAdd' | 'onUpload'> & { onClose: () => void }) {
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const upload = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_PICTURES - pictures.length);
    if (!chosen.length) return;
    setUploading(true);
    try {
      for (const file of chosen) {
        const picture = await onUpload(file);
        if (picture) setPictures((p) => [...p, picture]);
      }
    } finally {
      setUploading(false);
    }
  };
  const [price, setPrice] = useState<number>(Number.NaN);
  const [quantity, setQuantity] = useState<number>(Number.NaN);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={T.add}
      size="md"
      footer={
        <>
          <Button onPress={onClose}>{T.cancel}</Button>
          <Button
            variant="primary"
            onPress={async () => {
              const draft: FindSampleDraft = {
                description: description.trim(),
                pictures,
                target_price: Number.isNaN(price) ? null : price,
                quantity: Number.isNaN(quantity) ? null : quantity,
              };
              if (await onAdd(draft)) onClose();
            }}
          >
            {T.submit}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <TextField label={T.description} value={description} onChange={setDescription} />
        <Box display="flex" flexDirection="column" gap="sm" role="group" aria-label={T.pictures}>
          <Box display="flex" alignItems="center" gap="sm">
            <Box fontWeight="bold">{T.pictures}</Box>
            <FileTrigger
              acceptedFileTypes={['image/jpeg', 'image/png']}
              allowsMultiple
              onSelect={(files) => void upload(files)}
            >
              <Button size="sm" isPending={uploading} isDisabled={pictures.length >= MAX_PICTURES}>
                {T.uploadPicture}
              </Button>
            </FileTrigger>
            <Box color="textSecondary" fontSize="sm">
              {T.picturesHint}
            </Box>
          </Box>
          {pictures.length > 0 && (
            <Box display="flex" gap="sm" flexWrap="wrap">
              {pictures.map((p, i) => (
                <Box key={p} display="flex" flexDirection="column" alignItems="center" gap="xs">
                  <Image src={p} alt="" width={72} />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={T.removePicture(i + 1)}
                    onPress={() => setPictures((list) => list.filter((x) => x !== p))}
                  >
                    {T.remove}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <NumberField label={T.targetPrice} value={price} onChange={setPrice} minValue={0} />
        <NumberField label={T.quantity} value={quantity} onChange={setQuantity} minValue={1} />
      </Box>
    </Dialog>
  );
}

/** A find-sample request's summary: pictures, description, target, status. */
export function RequestSummary({ r }: { r: FindSampleRequest }) {
  return (
    <Box display="flex" gap="md" alignItems="flex-start" flexGrow={1} minWidth={0}>
      {r.pictures[0] && <Image src={r.pictures[0]} alt="" width={64} />}
      <Box display="flex" flexDirection="column" gap="xs" minWidth={0}>
        <Box display="flex" alignItems="center" gap="sm">
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {r.description || T.noDescription}
          </Box>
          <Badge tone={FIND_TONES[r.status] ?? 'neutral'}>{r.status_text}</Badge>
        </Box>
        <Box color="textSecondary" fontSize="sm">
          {[
            r.target_price !== null ? T.target(formatPrice(r.target_price, BASE_CURRENCY)) : null,
            r.quantity !== null ? T.amount(r.quantity) : null,
            T.summary(r.answer_count, r.created_time),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Box>
      </Box>
    </Box>
  );
}

/** /toy_search: the buyer's find-sample requests. */
export function FindSampleListView(props: FindSampleListViewProps) {
  const [adding, setAdding] = useState(false);
  const remove = useConfirm((d: number) => props.onDelete(d), T.removeConfirm);
  return (
    <ListScreen
      title={T.title}
      text={T}
      list={props}
      barAlign="center"
      toolbar={
        <>
          <Button variant="primary" onPress={() => setAdding(true)}>
            {T.add}
          </Button>
          <Button onPress={props.onChaseAll}>{T.chaseAll}</Button>
        </>
      }
      dialogs={
        <>
          {adding && <AddDialog onAdd={props.onAdd} onUpload={props.onUpload} onClose={() => setAdding(false)} />}
          {remove.dialog}
        </>
      }
    >
      <Box as="ul" className={styles.plainList} display="flex" flexDirection="column" gap="md" aria-label={T.title}>
        {props.rows.map((r) => (
          <Box
            as="li"
            key={r.id}
            display="flex"
            alignItems="center"
            gap="md"
            padding="lg"
            background="surface"
            borderRadius="md"
          >
            <RequestSummary r={r} />
            <Button size="sm" variant="primary" onPress={() => props.onOpen(r.id)} aria-label={`${T.open} ${r.id}`}>
              {T.open}
            </Button>
            {r.status !== 'closed' && (
              <Button size="sm" onPress={() => props.onClose(r.id)} aria-label={`${T.close} ${r.id}`}>
                {T.close}
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => remove.ask(r.id)} aria-label={`${T.remove} ${r.id}`}>
              {T.remove}
            </Button>
          </Box>
        ))}
      </Box>
    </ListScreen>
  );
}
