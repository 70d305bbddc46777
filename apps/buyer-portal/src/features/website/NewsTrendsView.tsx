import type { WebsiteNewsItem } from '@wanju/api-client';
import { WEBSITE_MSG } from '@wanju/domain';
import { Badge, Box, Button, CardItem, CardList, Dialog, Image, TextField, useConfirm } from '@wanju/ui';
import { useState } from 'react';
import { type LoadState, PagedListState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, PictureField, type SiteOption } from './parts';
import * as styles from './Website.css';

const T = WEBSITE_TEXT.news;

export interface NewsDraft {
  title: string;
  title_en: string;
  summary: string;
  body: string;
  body_en: string;
  pictures: string[];
}
const EMPTY: NewsDraft = { title: '', title_en: '', summary: '', body: '', body_en: '', pictures: [] };

export interface NewsTrendsViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  rows: readonly WebsiteNewsItem[];
  total: number;
  page: number;
  pageSize: number;
  canManage: boolean;
  onSite: (id: number | null) => void;
  onPageChange: (page: number) => void;
  onUpload: (file: File) => Promise<string | null>;
  /** saves a new (id null) or changed post, as a draft (0) or published (1) */
  onSave: (id: number | null, draft: NewsDraft, status: 0 | 1) => Promise<boolean>;
  onStatus: (id: number, status: 0 | 1) => void;
  onDelete: (id: number) => void;
  onRetry: () => void;
}

function NewsForm(props: {
  initial: NewsDraft;
  title: string;
  onUpload: (file: File) => Promise<string | null>;
  onSave: (d: NewsDraft, status: 0 | 1) => Promise<boolean>;
  onClose: () => void;
}) {
  const [d, setD] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const error = touched && !d.title.trim() ? WEBSITE_MSG.newsTitleRequired : undefined;
  const save = async (status: 0 | 1) => {
    setTouched(true);
    if (!d.title.trim()) return;
    if (await props.onSave({ ...d, title: d.title.trim() }, status)) props.onClose();
  };
  const field = (key: keyof Omit<NewsDraft, 'pictures'>, label: string, multiline = false) => (
    <TextField
      label={label}
      value={d[key]}
      multiline={multiline}
      rows={multiline ? 5 : undefined}
      onChange={(v) => setD((x) => ({ ...x, [key]: v }))}
      isRequired={key === 'title'}
      isInvalid={key === 'title' && Boolean(error)}
      errorMessage={key === 'title' ? error : undefined}
      validationBehavior="aria"
    />
  );
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      size="lg"
      footer={
        <>
          <Button onPress={props.onClose}>{WEBSITE_TEXT.cancel}</Button>
          <Button onPress={() => void save(0)}>{T.saveDraft}</Button>
          <Button variant="primary" onPress={() => void save(1)}>
            {T.publish}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        {field('title', T.titleField)}
        {field('title_en', T.titleEn)}
        {field('summary', T.summary)}
        {field('body', T.body, true)}
        {field('body_en', T.bodyEn, true)}
        <PictureField
          label={T.pictures}
          wide
          pictures={d.pictures}
          max={9}
          onUpload={props.onUpload}
          onChange={(pictures) => setD((x) => ({ ...x, pictures }))}
        />
      </Box>
    </Dialog>
  );
}

/** /newsTrends: a site's news posts with pictures; drafts stay off the site until published. */
export function NewsTrendsView(props: NewsTrendsViewProps) {
  const [editing, setEditing] = useState<WebsiteNewsItem | 'new' | null>(null);
  const remove = useConfirm(
    (d: WebsiteNewsItem) => props.onDelete(d.id),
    (d) => T.confirmDelete(d.title),
    {
      confirmLabel: WEBSITE_TEXT.remove,
    },
  );
  return (
    <AdminFrame
      title={T.title}
      sites={props.sites}
      siteId={props.siteId}
      onSite={props.onSite}
      tools={
        props.canManage &&
        props.siteId && (
          <Button variant="primary" onPress={() => setEditing('new')}>
            {T.add}
          </Button>
        )
      }
    >
      <PagedListState
        state={props.sites.length ? props.state : 'ready'}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={props.sites.length ? T.empty : WEBSITE_TEXT.noSite}
        emptyHint={props.sites.length ? T.emptyHint : WEBSITE_TEXT.noSiteHint}
      >
        <CardList label={T.title}>
          {props.rows.map((n) => (
            <CardItem key={n.id} label={n.title} wrap>
              {n.pictures[0] && (
                <Box className={styles.thumb}>
                  <Image src={n.pictures[0]} alt={n.title} />
                </Box>
              )}
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box display="flex" gap="sm" alignItems="center">
                  <Box fontWeight="bold">{n.title}</Box>
                  <Badge tone={n.status ? 'success' : 'neutral'}>{n.status_text}</Badge>
                </Box>
                <Box color="textSecondary" fontSize="sm">
                  {n.summary || n.body.slice(0, 60)}
                </Box>
                <Box color="textMuted" fontSize="sm">
                  {n.status ? `${T.published} ${n.published_time}` : n.updated_time}
                </Box>
              </Box>
              {props.canManage && (
                <>
                  <Button
                    size="sm"
                    onPress={() => props.onStatus(n.id, n.status ? 0 : 1)}
                    aria-label={`${n.status ? T.unpublish : T.publish} ${n.title}`}
                  >
                    {n.status ? T.unpublish : T.publish}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => setEditing(n)}
                    aria-label={`${WEBSITE_TEXT.edit} ${n.title}`}
                  >
                    {WEBSITE_TEXT.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => remove.ask(n)}
                    aria-label={`${WEBSITE_TEXT.remove} ${n.title}`}
                  >
                    {WEBSITE_TEXT.remove}
                  </Button>
                </>
              )}
            </CardItem>
          ))}
        </CardList>
      </PagedListState>
      {editing && (
        <NewsForm
          title={editing === 'new' ? T.add : `${WEBSITE_TEXT.edit} ${editing.title}`}
          initial={editing === 'new' ? EMPTY : { ...editing, pictures: [...editing.pictures] }}
          onUpload={props.onUpload}
          onSave={(d, status) => props.onSave(editing === 'new' ? null : editing.id, d, status)}
          onClose={() => setEditing(null)}
        />
      )}
      {remove.dialog}
    </AdminFrame>
  );
}
