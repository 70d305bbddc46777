import { proxy } from 'valtio';

/** §4: editing a follow sets a local flag, so the follow page loads its lists again. */
export const followFlag = proxy({ version: 0 });

export function markFollowEdited(): void {
  followFlag.version += 1;
}
