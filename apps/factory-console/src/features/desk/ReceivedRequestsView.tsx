import type { ConsoleRequest } from '@wanju/api-client';
import { ANSWER_PICTURES_MAX, formatPrice, validateSearchUpload } from '@wanju/domain';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  ConfirmDialog,
  DatePicker,
  type DateValue,
  FileInput,
  getLocalTimeZone,
  Image,
  NumberField,
  parseDate,
  TextField,
  today,
} from '@wanju/ui';
import { useState } from 'react';
import { DeskSection, type LoadState } from './DeskSection';
import { DESK_TEXT as T } from './messages';

export interface PriceAnswer {
  toy_id: number;
  price: number;
  remark?: string;
}

/** The console's answer: prices (inquiries), a sample date ('YYYY-MM-DD'), a message and uploaded pictures. */
export interface RequestAnswer {
  answer: string;
  prices: PriceAnswer[];
  sample_date: string | null;
  pictures: string[];
}

export interface ReceivedRequestsViewProps {
  kind: 'inquiry' | 'supplement';
  state: LoadState;
  list: readonly ConsoleRequest[];
  onRead: (id: number) => void;
  onAnswer: (id: number, answer: RequestAnswer) => void;
  /** Uploads one picture (checked by the server) and answers its address; rejects with the refusal shown. */
  onUpload: (file: File) => Promise<string>;
  onClose: (id: number) => void;
  onRetry: () => void;
  /** 联系采购商: opens the chat with the request's buyer. */
  onContact?: (id: number) => void;
}

const TONES: Record<string, BadgeTone> = {
  sent: 'warning',
  read: 'info',
  answered: 'success',
  closed: 'neutral',
  completed: 'neutral',
};

/** The inquiries (or supplement requests) sent to this factory: read, answer with prices, close. */
export function ReceivedRequestsView(props: ReceivedRequestsViewProps) {
  const title = props.kind === 'inquiry' ? T.inquiries : T.supplements;
  return (
    <DeskSection
      title={title}
      state={props.state}
      emptyTitle={props.kind === 'inquiry' ? T.noInquiries : T.noSupplements}
      count={props.list.length}
      onRetry={props.onRetry}
    >
      {props.list.map((r) => (
        <RequestCard key={r.id} request={r} {...props} />
      ))}
    </DeskSection>
  );
}

function RequestCard({
  request: r,
  onRead,
  onAnswer,
  onUpload,
  onClose,
  onContact,
}: ReceivedRequestsViewProps & { request: ConsoleRequest }) {
  const canPrice = r.kind === 'inquiry' && r.status !== 'closed';
  // A supplement is answered once, with the date the sample goes out; an inquiry until it is closed.
  const canAnswer = canPrice || (r.kind === 'supplement' && r.status !== 'completed');
  const [sampleDate, setSampleDate] = useState<DateValue | null>(() =>
    r.sample_date ? parseDate(r.sample_date) : null,
  );
  const [pictures, setPictures] = useState<string[]>(() => r.answer_pictures);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const [prices, setPrices] = useState<Record<number, number>>(() =>
    Object.fromEntries(r.list.flatMap((l) => (l.answer_price !== null ? [[l.toy_id, l.answer_price]] : []))),
  );
  const [remarks, setRemarks] = useState<Record<number, string>>(() =>
    Object.fromEntries(r.list.map((l) => [l.toy_id, l.answer_remark])),
  );
  const [answer, setAnswer] = useState(r.answer);
  const [confirmClose, setConfirmClose] = useState(false);
  const [tried, setTried] = useState(false);
  const priced = r.list.flatMap((l) => {
    const price = prices[l.toy_id];
    return price !== undefined && Number.isFinite(price)
      ? [{ toy_id: l.toy_id, price, remark: remarks[l.toy_id] ?? '' }]
      : [];
  });
  const heading = `${r.user_name} · ${r.status_text}`;
  const missing = canPrice ? (priced.length ? '' : T.priceRequired) : sampleDate ? '' : T.sampleDateRequired;
  const upload = async (files: File[]) => {
    setUploadError('');
    const room = ANSWER_PICTURES_MAX - pictures.length;
    for (const file of files.slice(0, room)) {
      const refusal = validateSearchUpload('factory', file);
      if (refusal) {
        setUploadError(refusal);
        continue;
      }
      setUploading(true);
      try {
        const url = await onUpload(file);
        setPictures((p) => [...p, url]);
      } catch (e) {
        setUploadError(e instanceof Error ? e.message : String(e));
      } finally {
        setUploading(false);
      }
    }
  };
  return (
    <Box
      as="li"
      aria-label={heading}
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
          {r.user_name}
        </Box>
        <Badge tone={TONES[r.status] ?? 'neutral'}>{r.status_text}</Badge>
        <Box color="textSecondary" fontSize="sm">
          {T.sentAt(r.notify_time || r.created_time)}
        </Box>
        {r.answered_time && (
          <Box color="textSecondary" fontSize="sm">
            {T.answeredAt(r.answered_time)}
          </Box>
        )}
      </Box>
      {r.remark && <Box>{T.remark(r.remark)}</Box>}
      {(r.deadline || r.sample_needed) && (
        <Box display="flex" gap="sm" flexWrap="wrap">
          {r.deadline && <Badge tone="warning">{T.deadline(r.deadline)}</Badge>}
          {r.sample_needed && <Badge tone="info">{T.sampleNeeded}</Badge>}
        </Box>
      )}
      <Box as="ul" display="flex" flexDirection="column" gap="sm" padding="none" margin="none">
        {r.list.map((l) => (
          <Box
            as="li"
            key={l.toy_id}
            display="flex"
            alignItems="center"
            gap="md"
            flexWrap="wrap"
            style={{ listStyle: 'none' }}
          >
            <Image src={l.thumb || l.picture} alt="" width={48} />
            <Box flexGrow={1} style={{ minWidth: 160 }}>
              {l.name}（{l.article_number}） · {T.quantity(l.quantity)}
              {l.target_price !== null && l.target_price !== undefined
                ? ` · ${T.lineTarget(formatPrice(l.target_price, r.currency || 'RMB'))}`
                : ''}
            </Box>
            {canPrice ? (
              <>
                <Box color="textSecondary">{T.pricePlaceholder}</Box>
                <NumberField
                  aria-label={T.price(l.name)}
                  minValue={0}
                  maxValue={1000000}
                  step={0.01}
                  hideSteppers
                  value={prices[l.toy_id] ?? Number.NaN}
                  onChange={(v) => setPrices((p) => ({ ...p, [l.toy_id]: v }))}
                />
                <TextField
                  aria-label={T.priceRemark(l.name)}
                  placeholder={T.remarkPlaceholder}
                  value={remarks[l.toy_id] ?? ''}
                  maxLength={200}
                  onChange={(v) => setRemarks((m) => ({ ...m, [l.toy_id]: v }))}
                />
              </>
            ) : (
              l.answer_price !== null && <Box color="price">{formatPrice(l.answer_price, 'RMB')}</Box>
            )}
          </Box>
        ))}
      </Box>
      {canAnswer && (
        <>
          <DatePicker
            label={T.sampleDate}
            value={sampleDate}
            onChange={setSampleDate}
            minValue={today(getLocalTimeZone())}
            isRequired={r.kind === 'supplement'}
          />
          <TextField label={T.answer} multiline rows={2} value={answer} maxLength={500} onChange={setAnswer} />
          <Box display="flex" gap="sm" flexWrap="wrap" alignItems="center">
            {pictures.map((p, i) => (
              <Box key={p} display="flex" flexDirection="column" alignItems="center" gap="xs">
                <Image src={p} alt={T.answerPicture(i + 1)} width={64} ratio={1} />
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
            {pictures.length < ANSWER_PICTURES_MAX && (
              <FileInput
                label={uploading ? T.uploading : T.pictures}
                hint={T.picturesHint}
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                multiple
                isDisabled={uploading}
                onFiles={(files) => void upload(files)}
              />
            )}
          </Box>
          {uploadError && (
            <Box role="alert" color="danger">
              {uploadError}
            </Box>
          )}
        </>
      )}
      {!canAnswer && r.answer && <Box>{r.answer}</Box>}
      {(r.sample_date || r.answered_by_name) && (
        <Box display="flex" gap="md" color="textSecondary" fontSize="sm">
          {r.sample_date && <span>{T.sampleDateShown(r.sample_date)}</span>}
          {r.answered_by_name && <span>{T.answeredBy(r.answered_by_name)}</span>}
        </Box>
      )}
      {!canAnswer && r.answer_pictures.length > 0 && (
        <Box display="flex" gap="sm" flexWrap="wrap">
          {r.answer_pictures.map((p, i) => (
            <Image key={p} src={p} alt={T.answerPicture(i + 1)} width={64} ratio={1} />
          ))}
        </Box>
      )}
      {tried && missing && (
        <Box role="alert" color="danger">
          {missing}
        </Box>
      )}
      <Box display="flex" gap="sm">
        {onContact && (
          <Button size="sm" variant="secondary" onPress={() => onContact(r.id)}>
            {T.contactBuyer}
          </Button>
        )}
        {r.status === 'sent' && (
          <Button size="sm" onPress={() => onRead(r.id)}>
            {T.markRead}
          </Button>
        )}
        {canAnswer && (
          <Button
            size="sm"
            variant="primary"
            isDisabled={uploading}
            onPress={() => {
              setTried(true);
              if (!missing)
                onAnswer(r.id, {
                  answer: answer.trim(),
                  prices: priced,
                  sample_date: sampleDate ? sampleDate.toString() : null,
                  pictures,
                });
            }}
          >
            {r.kind === 'supplement' ? T.submitSupplement : r.status === 'answered' ? T.reAnswer : T.submitAnswer}
          </Button>
        )}
        {canPrice && (
          <Button size="sm" variant="ghost" onPress={() => setConfirmClose(true)}>
            {T.close}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        isOpen={confirmClose}
        onOpenChange={setConfirmClose}
        message={T.closeConfirm}
        onConfirm={() => {
          setConfirmClose(false);
          onClose(r.id);
        }}
      />
    </Box>
  );
}
