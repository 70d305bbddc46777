import { validateChooseName } from '@wanju/domain';
import { Box, Button, Dialog, Radio, RadioGroup, TextField } from '@wanju/ui';
import { useState } from 'react';
import { ADD_TO_CHOOSE_TEXT as T } from './messages';

/** Where the products go: an existing list, or a new one by name. */
export type ChooseTarget = { id: number } | { name: string };

export interface AddToChooseViewProps {
  /** the lists the products may go to */
  lists: readonly { id: number; name: string; toy_count: number }[];
  /** how many products are added */
  count: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending?: boolean;
  error?: string | null;
  onSubmit: (target: ChooseTarget) => void;
}

const NEW = 'new';

/** Adds products to a selection list (选品单): pick one of the lists, or name a new one. */
export function AddToChooseView(props: AddToChooseViewProps) {
  const [choice, setChoice] = useState<string>(props.lists[0] ? String(props.lists[0].id) : NEW);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const creating = choice === NEW;
  const nameError = creating ? validateChooseName(name) : null;
  const message = (tried ? nameError : null) ?? props.error ?? null;
  const submit = () => {
    setTried(true);
    if (nameError) return;
    props.onSubmit(creating ? { name: name.trim() } : { id: Number(choice) });
  };
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={T.title}
      size="md"
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {T.cancel}
          </Button>
          <Button variant="primary" isPending={props.isPending} isDisabled={props.isPending} onPress={submit}>
            {T.submit}
          </Button>
        </>
      )}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Box color="textSecondary">{T.intro(props.count)}</Box>
        <RadioGroup label={T.list} value={choice} onChange={setChoice}>
          {props.lists.map((l) => (
            <Radio key={l.id} value={String(l.id)}>
              {`${l.name}（${l.toy_count}）`}
            </Radio>
          ))}
          <Radio value={NEW}>{T.newList}</Radio>
        </RadioGroup>
        {creating && (
          <TextField label={T.newName} autoFocus value={name} onChange={setName} isInvalid={tried && !!nameError} />
        )}
        {message && (
          <Box role="alert" color="danger">
            {message}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
