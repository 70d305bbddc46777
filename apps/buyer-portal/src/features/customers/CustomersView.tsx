import type { CustomerItem } from '@wanju/api-client';
import { validateCustomerName } from '@wanju/domain';
import { Box, Button, CardItem, CardList, FormDialog, SearchField, Select, TextField, useConfirm } from '@wanju/ui';
import { useState } from 'react';
import { ListScreen, type LoadState } from '../catalogue/ListState';
import { CUSTOMER_TEXT as T } from './messages';

export type CustomerDraft = Pick<
  CustomerItem,
  'name' | 'contact' | 'phone' | 'email' | 'country' | 'address' | 'remark'
> & {
  /** the salesperson the customer belongs to (chosen by the main account and administrators) */
  user_id?: number;
};
const FIELDS = ['name', 'contact', 'phone', 'email', 'country', 'address', 'remark'] as const;
const EMPTY: CustomerDraft = { name: '', contact: '', phone: '', email: '', country: '', address: '', remark: '' };

export interface CustomersViewProps {
  state: LoadState;
  rows: readonly CustomerItem[];
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
  /** the company's staff: given to the main account and administrators, who filter and assign by salesperson */
  salespeople?: readonly { id: number; name: string }[];
  /** the salesperson filter (0: everyone's) */
  salesperson?: number;
  onSalespersonChange?: (id: number) => void;
  /** a refusal from the server for the open form ('该客户名称已存在') */
  formError?: string | null;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  /** resolves true when saved (the form closes) */
  onSave: (id: number | null, draft: CustomerDraft) => Promise<boolean>;
  onDelete: (id: number) => void;
  onRetry: () => void;
}

function CustomerForm({
  initial,
  title,
  salespeople,
  serverError,
  onSave,
  onClose,
}: {
  initial: CustomerDraft;
  title: string;
  salespeople?: readonly { id: number; name: string }[];
  serverError?: string | null;
  onSave: (d: CustomerDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = validateCustomerName(draft.name) ?? serverError ?? null;
  return (
    <FormDialog
      title={title}
      size="md"
      onClose={onClose}
      onSave={async () => {
        setTouched(true);
        if (validateCustomerName(draft.name)) return false;
        return onSave({ ...draft, name: draft.name.trim() });
      }}
    >
      <Box display="flex" flexDirection="column" gap="md">
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={T.fields[f]}
            isRequired={f === 'name'}
            value={draft[f]}
            onChange={(v) => setDraft((d) => ({ ...d, [f]: v }))}
            isInvalid={f === 'name' && touched && Boolean(error)}
            errorMessage={f === 'name' ? (error ?? undefined) : undefined}
            validationBehavior="aria"
          />
        ))}
        {salespeople && (
          <Select
            label={T.owner}
            items={[{ id: 0, name: T.ownerSelf }, ...salespeople]}
            selectedKey={draft.user_id ?? 0}
            onSelectionChange={(key) => setDraft((d) => ({ ...d, user_id: Number(key) || undefined }))}
          />
        )}
      </Box>
    </FormDialog>
  );
}

/** /customer_management: the company's customers (a salesperson sees their own). */
export function CustomersView(props: CustomersViewProps) {
  const [editing, setEditing] = useState<CustomerItem | 'new' | null>(null);
  const remove = useConfirm((d: number) => props.onDelete(d), T.removeConfirm);
  return (
    <ListScreen
      title={T.title}
      text={T}
      list={props}
      toolbar={
        <>
          <SearchField label={T.search} defaultValue={props.keyword} onSubmit={props.onSearch} />
          {props.salespeople && (
            <Select
              label={T.owner}
              items={[{ id: 0, name: T.allOwners }, ...props.salespeople]}
              selectedKey={props.salesperson ?? 0}
              onSelectionChange={(key) => props.onSalespersonChange?.(Number(key))}
            />
          )}
          <Button variant="primary" onPress={() => setEditing('new')}>
            {T.add}
          </Button>
        </>
      }
      dialogs={
        <>
          {editing && (
            <CustomerForm
              title={editing === 'new' ? T.add : T.editTitle}
              initial={editing === 'new' ? EMPTY : { ...EMPTY, ...pick(editing) }}
              salespeople={props.salespeople}
              serverError={props.formError}
              onSave={(d) => props.onSave(editing === 'new' ? null : editing.id, d)}
              onClose={() => setEditing(null)}
            />
          )}
          {remove.dialog}
        </>
      }
    >
      <CardList label={T.title}>
        {props.rows.map((c) => (
          <CardItem key={c.id} label={c.name}>
            <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
              <Box fontWeight="bold">{c.name}</Box>
              <Box color="textSecondary" fontSize="sm">
                {[c.contact, c.phone, c.email, c.country].filter(Boolean).join(' · ')}
              </Box>
              <Box color="textMuted" fontSize="sm">
                {T.meta(c.user_name, c.cart_count)}
                {c.remark ? ` · ${c.remark}` : ''}
              </Box>
            </Box>
            <Button size="sm" onPress={() => setEditing(c)} aria-label={`${T.edit} ${c.name}`}>
              {T.edit}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => remove.ask(c.id)} aria-label={`${T.remove} ${c.name}`}>
              {T.remove}
            </Button>
          </CardItem>
        ))}
      </CardList>
    </ListScreen>
  );
}

const pick = (c: CustomerItem): CustomerDraft => ({
  name: c.name,
  contact: c.contact,
  phone: c.phone,
  email: c.email,
  country: c.country,
  address: c.address,
  remark: c.remark,
  user_id: c.user_id,
});
