import { loadPublicConfig } from './publicConfig';
import { session } from './session';

/** §7: at start, if a token exists, get_user_detail with reset, then get_public_config. */
export async function start(): Promise<void> {
  if (session.state.token) await session.refresh().catch(() => undefined);
  await loadPublicConfig();
}
