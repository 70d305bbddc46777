import type { ContentItem } from '@wanju/api-client';
import { Button, Dialog, Image } from '@wanju/ui';
import * as styles from './ContentListView.css';
import { CONTENT_TEXT as T } from './messages';

export interface ContentDetailDialogProps {
  /** the item shown; null closes the dialog */
  item: ContentItem | null;
  onClose: () => void;
  onOpenFactory?: (factoryId: number) => void;
}

/** One item of a content area (a video, a toy-circle post, a logistics provider, a file), opened from its card. */
export function ContentDetailDialog({ item, onClose, onOpenFactory }: ContentDetailDialogProps) {
  const str = (k: string) => (item && typeof item[k] === 'string' ? (item[k] as string) : '');
  const num = (k: string) => (item && typeof item[k] === 'number' ? (item[k] as number) : null);
  const facts: string[] = [];
  if (item) {
    if (str('author')) facts.push(T.author(str('author')));
    if (num('duration') !== null) facts.push(T.duration(num('duration') as number));
    if (num('size') !== null) facts.push(T.size(num('size') as number));
    if (Array.isArray(item.routes)) facts.push(T.routes(item.routes as string[]));
    if (num('likes') !== null) facts.push(T.likes(num('likes') as number));
    facts.push(T.hits(item.hits));
  }
  const phone = str('phone');
  const download = str('url') || str('file_url');
  return (
    <Dialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title ?? ''}
      size="lg"
      footer={
        item && (
          <>
            {phone && (
              <Button variant="outline" onPress={() => window.open(`tel:${phone}`, '_self')}>
                {`${T.call} ${phone}`}
              </Button>
            )}
            {download && (
              <Button variant="outline" onPress={() => window.open(download, '_blank', 'noopener')}>
                {T.download}
              </Button>
            )}
            {item.factory_id && onOpenFactory && (
              <Button variant="primary" onPress={() => onOpenFactory(item.factory_id as number)}>
                {T.openFactory}
              </Button>
            )}
          </>
        )
      }
    >
      {item && (
        <div className={styles.detail}>
          {str('video') ? (
            // biome-ignore lint/a11y/useMediaCaption: the demo and factory videos carry no caption track
            <video className={styles.video} src={str('video')} poster={item.picture} controls preload="none" />
          ) : (
            <Image src={item.picture} alt={item.title} ratio={16 / 9} fit="contain" />
          )}
          <dl className={styles.facts}>
            <dt>{T.from}</dt>
            <dd>{item.factory_name || '—'}</dd>
            <dt>{T.time}</dt>
            <dd>{item.created_time}</dd>
            <dt>{T.details}</dt>
            <dd>{facts.join(' · ')}</dd>
          </dl>
          {str('content') && <p className={styles.text}>{str('content')}</p>}
        </div>
      )}
    </Dialog>
  );
}
