import type { WebsiteSummary } from '@wanju/api-client';
import { slugProblem, WEBSITE_MSG } from '@wanju/domain';
import { Badge, Box, Button, CardItem, CardList, Dialog, Link, TextField, useConfirm } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame } from './parts';

const T = WEBSITE_TEXT.list;

export interface SiteDraft {
  name: string;
  slug: string;
}

export interface WebsiteListViewProps {
  state: LoadState;
  sites: readonly WebsiteSummary[];
  canManage: boolean;
  onSave: (id: number | null, draft: SiteDraft) => Promise<boolean>;
  onStatus: (id: number, status: 0 | 1) => void;
  onDelete: (id: number) => void;
  onSettings: (id: number) => void;
  onRetry: () => void;
}

function SiteForm(props: {
  initial: SiteDraft;
  title: string;
  onSave: (d: SiteDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [d, setD] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !d.name.trim() ? WEBSITE_MSG.nameRequired : undefined;
  const slugError = touched ? (slugProblem(d.slug.trim()) ?? undefined) : undefined;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{WEBSITE_TEXT.cancel}</Button>
          <Button
            variant="primary"
            onPress={async () => {
              setTouched(true);
              if (!d.name.trim() || slugProblem(d.slug.trim())) return;
              if (await props.onSave({ name: d.name.trim(), slug: d.slug.trim() })) props.onClose();
            }}
          >
            {WEBSITE_TEXT.save}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <TextField
          label={T.name}
          isRequired
          value={d.name}
          onChange={(name) => setD((x) => ({ ...x, name }))}
          isInvalid={Boolean(nameError)}
          errorMessage={nameError}
          validationBehavior="aria"
        />
        <TextField
          label={T.slug}
          description={T.slugHint}
          isRequired
          value={d.slug}
          onChange={(slug) => setD((x) => ({ ...x, slug: slug.toLowerCase() }))}
          isInvalid={Boolean(slugError)}
          errorMessage={slugError}
          validationBehavior="aria"
        />
      </Box>
    </Dialog>
  );
}

/** /websiteList: the company's websites: create, rename, publish or take down, delete, open their settings. */
export function WebsiteListView(props: WebsiteListViewProps) {
  const [editing, setEditing] = useState<WebsiteSummary | 'new' | null>(null);
  const remove = useConfirm(
    (d: WebsiteSummary) => props.onDelete(d.id),
    (d) => T.confirmDelete(d.name),
    {
      confirmLabel: WEBSITE_TEXT.remove,
    },
  );
  return (
    <AdminFrame
      title={T.title}
      hint={T.hint}
      tools={
        props.canManage && (
          <Button variant="primary" onPress={() => setEditing('new')}>
            {T.add}
          </Button>
        )
      }
    >
      <ListState
        state={props.state}
        isEmpty={props.sites.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <CardList label={T.title}>
          {props.sites.map((s) => (
            <CardItem key={s.id} label={s.name} wrap>
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box display="flex" gap="sm" alignItems="center">
                  <Box fontWeight="bold">{s.name}</Box>
                  <Badge tone={s.status ? 'success' : 'neutral'}>{s.status_text}</Badge>
                  {s.pending_requests > 0 && <Badge tone="warning">{T.pending(s.pending_requests)}</Badge>}
                </Box>
                <Box color="textSecondary" fontSize="sm">
                  {[s.path, s.host, T.visitsToday(s.visits_today)].filter(Boolean).join(' · ')}
                </Box>
              </Box>
              <Link href={s.path} target="_blank" rel="noopener">
                {T.open}
              </Link>
              <Button size="sm" onPress={() => props.onSettings(s.id)} aria-label={`${T.settings} ${s.name}`}>
                {T.settings}
              </Button>
              {props.canManage && (
                <>
                  <Button
                    size="sm"
                    variant={s.status ? 'secondary' : 'primary'}
                    onPress={() => props.onStatus(s.id, s.status ? 0 : 1)}
                    aria-label={`${s.status ? T.unpublish : T.publish} ${s.name}`}
                  >
                    {s.status ? T.unpublish : T.publish}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => setEditing(s)}
                    aria-label={`${WEBSITE_TEXT.edit} ${s.name}`}
                  >
                    {WEBSITE_TEXT.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => remove.ask(s)}
                    aria-label={`${WEBSITE_TEXT.remove} ${s.name}`}
                  >
                    {WEBSITE_TEXT.remove}
                  </Button>
                </>
              )}
            </CardItem>
          ))}
        </CardList>
      </ListState>
      {editing && (
        <SiteForm
          title={editing === 'new' ? T.add : `${WEBSITE_TEXT.edit} ${editing.name}`}
          initial={editing === 'new' ? { name: '', slug: '' } : { name: editing.name, slug: editing.slug }}
          onSave={(d) => props.onSave(editing === 'new' ? null : editing.id, d)}
          onClose={() => setEditing(null)}
        />
      )}
      {remove.dialog}
    </AdminFrame>
  );
}
