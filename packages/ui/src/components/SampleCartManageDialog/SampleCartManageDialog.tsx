import { CART_NAME_MAX, MSG, type SampleCart, validateCartName, validateCartRemoval } from '@wanju/domain';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './SampleCartManageDialog.css';

type Cart = Pick<SampleCart, 'id' | 'name' | 'remark' | 'is_default' | 'toy_count' | 'customer_name'>;

export interface CartDraft {
  name: string;
  remark: string;
  isDefault: boolean;
}

export interface SampleCartManageDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  carts: readonly Cart[];
  onCreate: (draft: CartDraft) => void;
  onRename: (id: number, draft: Omit<CartDraft, 'isDefault'>) => void;
  onSetDefault: (id: number) => void;
  /** Called after the user confirms; the default cart cannot be deleted (domain rule). */
  onDelete: (id: number) => void;
  /** Start with the create form open (the header's 新建选样车). */
  startCreating?: boolean;
  isPending?: boolean;
}

function CartForm({
  initial,
  showDefault,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: CartDraft;
  showDefault: boolean;
  submitLabel: string;
  onSubmit: (d: CartDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = validateCartName(draft.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error) onSubmit({ ...draft, name: draft.name.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={submitLabel}>
      <TextField
        label="选样车名称"
        isRequired
        autoFocus
        value={draft.name}
        onChange={(name) => setDraft((d) => ({ ...d, name }))}
        placeholder={`最多 ${CART_NAME_MAX} 个字`}
        isInvalid={touched && Boolean(error)}
        errorMessage={error ?? undefined}
        validationBehavior="aria"
      />
      <TextField label="备注" value={draft.remark} onChange={(remark) => setDraft((d) => ({ ...d, remark }))} />
      {showDefault && (
        <Checkbox isSelected={draft.isDefault} onChange={(isDefault) => setDraft((d) => ({ ...d, isDefault }))}>
          设为默认选样车
        </Checkbox>
      )}
      <div className={styles.formActions}>
        <Button size="sm" onPress={onCancel}>
          取消
        </Button>
        <Button size="sm" variant="primary" type="submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Create, rename, set default and delete sample carts (spec §4, §5). Name rules and the default-cart rules come
 * from domain; the caller persists and shows '修改选样车成功！' etc.
 */
export function SampleCartManageDialog({
  isOpen,
  onOpenChange,
  carts,
  onCreate,
  onRename,
  onSetDefault,
  onDelete,
  startCreating,
  isPending,
}: SampleCartManageDialogProps) {
  const [creating, setCreating] = useState(Boolean(startCreating));
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Cart | null>(null);
  return (
    <>
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="管理选样车" size="md">
        {!creating && (
          <Button
            icon={<Plus size={16} />}
            variant="secondary"
            onPress={() => setCreating(true)}
            isDisabled={isPending}
          >
            新建选样车
          </Button>
        )}
        {creating && (
          <CartForm
            initial={{ name: '', remark: '', isDefault: carts.length === 0 }}
            showDefault={carts.length > 0}
            submitLabel="创建"
            onCancel={() => setCreating(false)}
            onSubmit={(d) => {
              onCreate(d);
              setCreating(false);
            }}
          />
        )}
        {carts.length === 0 && !creating ? (
          <EmptyState title="还没有选样车" description="第一个选样车会自动成为默认选样车" />
        ) : (
          <ul className={styles.list} aria-label="选样车列表">
            {carts.map((c) =>
              editing === c.id ? (
                <li key={c.id}>
                  <CartForm
                    initial={{ name: c.name, remark: c.remark, isDefault: c.is_default === 1 }}
                    showDefault={false}
                    submitLabel="保存"
                    onCancel={() => setEditing(null)}
                    onSubmit={(d) => {
                      onRename(c.id, { name: d.name, remark: d.remark });
                      setEditing(null);
                    }}
                  />
                </li>
              ) : (
                <li key={c.id} className={styles.row}>
                  <div className={styles.info}>
                    <span className={styles.name}>
                      {c.name}
                      {c.is_default === 1 && <Badge tone="primary">默认</Badge>}
                    </span>
                    <span className={styles.sub}>
                      {c.toy_count} 款{c.customer_name ? ` · ${c.customer_name}` : ''}
                      {c.remark ? ` · ${c.remark}` : ''}
                    </span>
                  </div>
                  <IconButton
                    size="sm"
                    label={`重命名 ${c.name}`}
                    icon={<Pencil size={14} />}
                    onPress={() => setEditing(c.id)}
                  />
                  {c.is_default !== 1 && (
                    <IconButton
                      size="sm"
                      label={`设为默认 ${c.name}`}
                      icon={<Star size={14} />}
                      onPress={() => onSetDefault(c.id)}
                      isDisabled={isPending}
                    />
                  )}
                  {validateCartRemoval(c) ? (
                    <Tooltip content={MSG.cartDefaultCannotRemove}>
                      <IconButton
                        size="sm"
                        label={`删除 ${c.name}（${MSG.cartDefaultCannotRemove}）`}
                        icon={<Trash2 size={14} />}
                        isDisabled
                      />
                    </Tooltip>
                  ) : (
                    <IconButton
                      size="sm"
                      label={`删除 ${c.name}`}
                      icon={<Trash2 size={14} />}
                      onPress={() => setDeleting(c)}
                    />
                  )}
                </li>
              ),
            )}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="删除选样车"
        message={`确认删除选样车“${deleting?.name ?? ''}”？`}
        onConfirm={() => deleting && onDelete(deleting.id)}
      />
    </>
  );
}
