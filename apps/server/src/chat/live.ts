import type { ChatEvent } from '@wanju/api-client';
import type { AppContext } from '../platform/http/context';

/** The realtime channel of a conversation (by its public chat_id; joining it needs a participant row). */
export const conversationChannel = (chatId: string) => `conversation:${chatId}`;

/**
 * Hands an event to the realtime hub. Messages are stored before this is called, so a lost publish costs
 * only latency: the client catches up by id after a reconnect; the caller does not wait for the fan-out.
 */
export function publish(ctx: AppContext, channel: string | readonly string[], event: ChatEvent): void {
  ctx.realtime.publish(channel, event).catch(() => {
    // the hub logs its own failures; the message is already stored
  });
}
