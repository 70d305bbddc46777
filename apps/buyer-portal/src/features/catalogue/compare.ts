import { loadUserLocal, onUserChange, saveUserLocal } from '@wanju/app-shell';
import { STORAGE_KEYS } from '@wanju/domain';
import { proxy } from 'valtio';

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** §3 'Stored locally': the compare list (product ids), the signed-in user's. */
export const compareState = proxy<{ ids: number[] }>({ ids: loadUserLocal(STORAGE_KEYS.compareList, isIdList) ?? [] });

onUserChange(() => {
  compareState.ids = loadUserLocal(STORAGE_KEYS.compareList, isIdList) ?? [];
});

export function toggleCompare(id: number): void {
  compareState.ids = compareState.ids.includes(id)
    ? compareState.ids.filter((x) => x !== id)
    : [...compareState.ids, id];
  saveUserLocal(STORAGE_KEYS.compareList, compareState.ids);
}
