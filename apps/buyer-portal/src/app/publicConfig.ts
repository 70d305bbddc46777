import { api, type PublicConfig } from '@wanju/api-client';
import { proxy } from 'valtio';
import { client } from './session';

/** §3 Public config response, loaded once at start (§7). */
export const publicConfig = proxy<{ value: PublicConfig | null; error: boolean }>({ value: null, error: false });

export async function loadPublicConfig(): Promise<void> {
  try {
    publicConfig.value = await client.call(api.system.getPublicConfig, {});
    publicConfig.error = false;
  } catch {
    publicConfig.error = true;
  }
}
