import { loadLocal, saveLocal } from '@wanju/app-shell';
import { STORAGE_KEYS } from '@wanju/domain';
import { proxy } from 'valtio';

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** §3 'Stored locally': the compare list (product ids). */
export const compareState = proxy<{ ids: number[] }>({ ids: loadLocal(STORAGE_KEYS.compareList, isIdList) ?? [] });

export function toggleCompare(id: number): void {
  compareState.ids = compareState.ids.includes(id)
    ? compareState.ids.filter((x) => x !== id)
    : [...compareState.ids, id];
  saveLocal(STORAGE_KEYS.compareList, compareState.ids);
}
