import type { SupplierFactory } from '@wanju/api-client';
import { COMPANY_MSG } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  CardItem,
  CardList,
  ConfirmDialog,
  Dialog,
  FormDialog,
  SearchField,
  TextField,
  useConfirm,
} from '@wanju/ui';
import { useState } from 'react';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import { COMPANY_TEXT } from './messages';

const T = COMPANY_TEXT.factory;
const FIELDS = ['name', 'contact', 'phone', 'email', 'address', 'notes'] as const;
export type FactoryDraft = Pick<SupplierFactory, (typeof FIELDS)[number]>;
const EMPTY: FactoryDraft = { name: '', contact: '', phone: '', email: '', address: '', notes: '' };

export interface SupplierFactoriesViewProps {
  state: LoadState;
  rows: readonly SupplierFactory[];
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
  canEdit: boolean;
  /** a deletion refused because the factory has products: the server's message and the count, to confirm */
  pendingDelete: { id: number; message: string; count: number } | null;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  onSave: (id: number | null, draft: FactoryDraft) => Promise<boolean>;
  onAddPlatform: (factoryId: number) => Promise<boolean>;
  /** deletes; `confirm` after the user agreed to remove the products with it */
  onDelete: (id: number, confirm: boolean) => void;
  onCancelDelete: () => void;
  onOpenProducts: (id: number) => void;
  onRetry: () => void;
}

function FactoryForm(props: {
  initial: FactoryDraft;
  title: string;
  onSave: (d: FactoryDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [d, setD] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const error = touched && !d.name.trim() ? COMPANY_MSG.factoryNameRequired : undefined;
  return (
    <FormDialog
      title={props.title}
      size="md"
      onClose={props.onClose}
      onSave={async () => {
        setTouched(true);
        if (!d.name.trim()) return false;
        return props.onSave({ ...d, name: d.name.trim() });
      }}
    >
      <Box display="flex" flexDirection="column" gap="md">
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={T.fields[f]}
            isRequired={f === 'name'}
            value={d[f]}
            onChange={(v) => setD((x) => ({ ...x, [f]: v }))}
            isInvalid={f === 'name' && Boolean(error)}
            errorMessage={f === 'name' ? error : undefined}
            validationBehavior="aria"
          />
        ))}
      </Box>
    </FormDialog>
  );
}

function PlatformFactoryDialog(props: { onSave: (id: number) => Promise<boolean>; onClose: () => void }) {
  const [text, setText] = useState('');
  const id = Number(text.trim());
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={T.addPlatform}
      size="sm"
      footer={
        <>
          <Button onPress={props.onClose}>{COMPANY_TEXT.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={!valid}
            onPress={async () => {
              if (await props.onSave(id)) props.onClose();
            }}
          >
            {T.addPlatform}
          </Button>
        </>
      }
    >
      <TextField label={T.platformId} value={text} onChange={setText} inputMode="numeric" />
    </Dialog>
  );
}

/** /factory_management: the company's supplier factories (platform ones or its own), contacts, notes, their products. */
export function SupplierFactoriesView(props: SupplierFactoriesViewProps) {
  const [editing, setEditing] = useState<SupplierFactory | 'new' | null>(null);
  const [platform, setPlatform] = useState(false);
  const remove = useConfirm((d: number) => props.onDelete(d, false), T.deleteConfirm);
  return (
    <ListScreen
      title={T.title}
      text={T}
      list={props}
      toolbar={
        <>
          <SearchField label={COMPANY_TEXT.search} defaultValue={props.keyword} onSubmit={props.onSearch} />
          {props.canEdit && (
            <>
              <Button variant="primary" onPress={() => setEditing('new')}>
                {T.add}
              </Button>
              <Button onPress={() => setPlatform(true)}>{T.addPlatform}</Button>
            </>
          )}
        </>
      }
      dialogs={
        <>
          {editing && (
            <FactoryForm
              title={editing === 'new' ? T.add : T.editTitle}
              initial={
                editing === 'new'
                  ? EMPTY
                  : {
                      name: editing.name,
                      contact: editing.contact,
                      phone: editing.phone,
                      email: editing.email,
                      address: editing.address,
                      notes: editing.notes,
                    }
              }
              onSave={(d) => props.onSave(editing === 'new' ? null : editing.id, d)}
              onClose={() => setEditing(null)}
            />
          )}
          {platform && <PlatformFactoryDialog onSave={props.onAddPlatform} onClose={() => setPlatform(false)} />}
          {remove.dialog}
          <ConfirmDialog
            isOpen={props.pendingDelete !== null}
            onOpenChange={(open) => !open && props.onCancelDelete()}
            message={
              props.pendingDelete
                ? `${props.pendingDelete.message}${T.deleteWithProducts(props.pendingDelete.count)}`
                : ''
            }
            tone="danger"
            onConfirm={() => {
              if (props.pendingDelete) props.onDelete(props.pendingDelete.id, true);
            }}
          />
        </>
      }
    >
      <CardList label={T.title}>
        {props.rows.map((f) => (
          <CardItem key={f.id} label={f.name}>
            <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
              <Box fontWeight="bold">{f.name}</Box>
              <Box color="textSecondary" fontSize="sm">
                {[f.contact, f.phone, f.email, f.address].filter(Boolean).join(' · ')}
              </Box>
              {f.notes && (
                <Box color="textMuted" fontSize="sm">
                  {f.notes}
                </Box>
              )}
            </Box>
            <Badge tone={f.factory_id ? 'info' : 'neutral'}>{f.factory_id ? T.platform : T.ownFactory}</Badge>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => props.onOpenProducts(f.id)}
              aria-label={`${T.products(f.product_count)}：${f.name}`}
            >
              {T.products(f.product_count)}
            </Button>
            {props.canEdit && (
              <>
                <Button size="sm" onPress={() => setEditing(f)} aria-label={`${COMPANY_TEXT.edit} ${f.name}`}>
                  {COMPANY_TEXT.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => remove.ask(f.id)}
                  aria-label={`${COMPANY_TEXT.remove} ${f.name}`}
                >
                  {COMPANY_TEXT.remove}
                </Button>
              </>
            )}
          </CardItem>
        ))}
      </CardList>
    </ListScreen>
  );
}
