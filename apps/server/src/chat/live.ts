import type { ChatEvent } from '@wanju/api-client';
import type { AppContext } from '../platform/http/context';

/**
 * Hands an event to the realtime hub when this process has one. Messages are stored before this is
 * called, so a lost publish costs only latency: the client catches up by id after a reconnect.
 */
export function publish(ctx: AppContext, channel: string, event: ChatEvent): void {
  const hub = (ctx as { realtime?: { publish(channel: string, event: unknown): unknown } }).realtime;
  if (!hub) return;
  Promise.resolve()
    .then(() => hub.publish(channel, event))
    .catch(() => {
      // the hub logs its own failures; the message is already stored
    });
}
