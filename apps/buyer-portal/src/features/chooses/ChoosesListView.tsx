import type { ChooseSummary } from '@wanju/api-client';
import { validateChooseName } from '@wanju/domain';
import { Badge, type BadgeTone, Box, Button, Dialog, TextField, useConfirm } from '@wanju/ui';
import { useState } from 'react';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import * as styles from './Chooses.css';
import { ADD_TO_CHOOSE_TEXT, CHOOSES_TEXT as T } from './messages';

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
  /** a new, empty list by name */
  onCreate?: (name: string) => void;
  onRename?: (id: number, name: string) => void;
}

export const SHARE_TONES: Record<ChooseSummary['share']['state'], BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
  none: 'neutral',
};

/** /chooses: the company's selection lists with their share state. */
export function ChoosesListView(props: ChoosesListViewProps) {
  const remove = useConfirm((d: number) => props.onDelete(d), T.removeConfirm);
  /** the list being named: a new one (id null) or a rename */
  const [naming, setNaming] = useState<{ id: number | null; name: string } | null>(null);
  return (
    <ListScreen
      title={T.title}
      text={T}
      list={props}
      barAlign="center"
      noWrap
      countFirst
      toolbar={
        props.onCreate && (
          <Button variant="primary" onPress={() => setNaming({ id: null, name: '' })}>
            {ADD_TO_CHOOSE_TEXT.create}
          </Button>
        )
      }
      dialogs={
        <>
          {naming && (
            <NameDialog
              title={naming.id === null ? ADD_TO_CHOOSE_TEXT.create : ADD_TO_CHOOSE_TEXT.rename}
              initial={naming.name}
              onCancel={() => setNaming(null)}
              onSave={(name) => {
                if (naming.id === null) props.onCreate?.(name);
                else props.onRename?.(naming.id, name);
                setNaming(null);
              }}
            />
          )}
          {remove.dialog}
        </>
      }
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
            {props.onRename && (
              <Button
                size="sm"
                variant="ghost"
                onPress={() => setNaming({ id: c.id, name: c.name })}
                aria-label={`${ADD_TO_CHOOSE_TEXT.rename} ${c.name}`}
              >
                {ADD_TO_CHOOSE_TEXT.rename}
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => remove.ask(c.id)} aria-label={`${T.remove} ${c.name}`}>
              {T.remove}
            </Button>
          </Box>
        ))}
      </Box>
    </ListScreen>
  );
}

/** Names a list (new or renamed) under the domain's rule: required, at most 30 characters. */
function NameDialog(props: { title: string; initial: string; onCancel: () => void; onSave: (name: string) => void }) {
  const [name, setName] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const error = validateChooseName(name);
  const save = () => {
    setTried(true);
    if (!error) props.onSave(name.trim());
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onCancel()}
      title={props.title}
      size="sm"
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {ADD_TO_CHOOSE_TEXT.cancel}
          </Button>
          <Button variant="primary" onPress={save}>
            {ADD_TO_CHOOSE_TEXT.save}
          </Button>
        </>
      )}
    >
      <TextField
        label={ADD_TO_CHOOSE_TEXT.name}
        autoFocus
        value={name}
        onChange={setName}
        isInvalid={tried && !!error}
        errorMessage={tried ? (error ?? undefined) : undefined}
      />
    </Dialog>
  );
}
