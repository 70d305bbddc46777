import { api, type ToyItem } from '@wanju/api-client';
import { onUserChange, saveUserLocal } from '@wanju/app-shell';
import { STORAGE_KEYS } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import { compareState } from '../catalogue/compare';
import type { LoadState } from '../catalogue/ListState';
import { COMPARE_TEXT } from './messages';

/** The compared products; their ids are kept locally (catalogue's compareState) and on the server. */
export const compareView = proxy<{ state: LoadState; items: ToyItem[]; onlyDifferences: boolean; inquiring: boolean }>({
  state: 'loading',
  items: [],
  onlyDifferences: false,
  inquiring: false,
});

onUserChange(() => {
  Object.assign(compareView, { state: 'loading', items: [] });
});

const keepIds = (ids: number[]) => {
  compareState.ids = ids;
  saveUserLocal(STORAGE_KEYS.compareList, ids);
};

/** The local list wins (it is what the user just picked); an empty local list takes the server's. */
export async function loadCompare(): Promise<void> {
  compareView.state = 'loading';
  try {
    const local = [...compareState.ids];
    if (local.length > 0) await client.call(api.compare.editCompanyToyContrast, { ids: local, action: 'set' });
    const { list } = await client.call(api.compare.getToyContrastList, {});
    compareView.items = list;
    keepIds(list.map((t) => t.id));
    compareView.state = 'ready';
  } catch {
    compareView.state = 'error';
  }
}

export async function removeFromCompare(id: number): Promise<void> {
  compareView.items = compareView.items.filter((t) => t.id !== id);
  keepIds(compareState.ids.filter((x) => x !== id));
  await client.call(api.compare.editCompanyToyContrast, { ids: [id], action: 'remove' });
}

export async function requestSupplement(ids: number[]): Promise<void> {
  compareView.inquiring = true;
  try {
    const { list } = await client.call(api.supplement.batchSupplement, { ids });
    toast.success(COMPARE_TEXT.supplementSent(list.length));
  } finally {
    compareView.inquiring = false;
  }
}
