import { useSnapshot } from 'valtio';
import { AddToChooseView } from './AddToChooseView';
import { addToChooseState, closeAddToChoose, submitAddToChoose } from './addToChooseStore';

/** Container of the 加入选品单 dialog, mounted once with the header's widgets; screens open it with openAddToChoose. */
export function AddToChooseHost() {
  const snap = useSnapshot(addToChooseState);
  if (!snap.ids) return null;
  return (
    <AddToChooseView
      key={snap.serial}
      lists={snap.lists}
      count={snap.ids.length + snap.libraryIds.length}
      isOpen
      onOpenChange={(open) => !open && closeAddToChoose()}
      isPending={snap.pending}
      error={snap.error}
      onSubmit={(target) => void submitAddToChoose(target)}
    />
  );
}
