import { ApiError, api, errorMessage } from '@wanju/api-client';
import { validateIdBatch } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import type { ChooseTarget } from './AddToChooseView';
import { ADD_TO_CHOOSE_TEXT } from './messages';

/** The 加入选品单 dialog: the products waiting for it and the lists they may go to. */
export const addToChooseState = proxy<{
  ids: number[] | null;
  /** products of the company's own library going with them (company product ids) */
  libraryIds: number[];
  lists: { id: number; name: string; toy_count: number }[];
  pending: boolean;
  error: string | null;
  serial: number;
}>({ ids: null, libraryIds: [], lists: [], pending: false, error: null, serial: 0 });

/** Opens the dialog for these products once the lists are loaded. */
export async function openAddToChoose(ids: readonly number[], libraryIds: readonly number[] = []): Promise<void> {
  const refusal =
    validateIdBatch(ids.length ? ids : libraryIds) ??
    (ids.length && libraryIds.length ? validateIdBatch(libraryIds) : null);
  if (refusal) {
    toast.error(refusal);
    return;
  }
  try {
    const page = await client.call(api.chooses.choosesList, { page: 1, page_size: 100 });
    addToChooseState.lists = page.list.map((l) => ({ id: l.id, name: l.name, toy_count: l.toy_count }));
  } catch {
    return; // the client showed why
  }
  Object.assign(addToChooseState, {
    ids: [...ids],
    libraryIds: [...libraryIds],
    error: null,
    serial: addToChooseState.serial + 1,
  });
}

export function closeAddToChoose(): void {
  addToChooseState.ids = null;
  addToChooseState.libraryIds = [];
}

export async function submitAddToChoose(target: ChooseTarget): Promise<void> {
  const ids = addToChooseState.ids ?? [];
  const libraryIds = addToChooseState.libraryIds;
  addToChooseState.pending = true;
  try {
    const result = await client.call(
      api.chooses.addProducts,
      { ...target, ids, ...(libraryIds.length ? { library_ids: libraryIds } : {}) },
      { needError: true },
    );
    toast.success(ADD_TO_CHOOSE_TEXT.added(result.added, result.existing));
    addToChooseState.ids = null;
    addToChooseState.libraryIds = [];
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    addToChooseState.error = errorMessage(e);
  } finally {
    addToChooseState.pending = false;
  }
}
