import type { ChatEvent } from '@wanju/api-client';
import type { AppContext } from '../platform/http/context';

/** The realtime channel of a conversation (by its public chat_id; joining it needs a participant row). */
export const conversationChannel = (chatId: string) => `conversation:${chatId}`;

/**
 * Hands an event to the realtime hub and resolves once the hub has sent it on to every process (never
 * rejects). Messages are stored before this is called, so a lost publish costs only latency: the client
 * catches up by id after a reconnect. A sender's call waits for it before answering, so the next message
 * the sender writes (on any process) is published after this one: every process gets them in stored order.
 */
export async function publish(ctx: AppContext, channel: string | readonly string[], event: ChatEvent): Promise<void> {
  await ctx.realtime.publish(channel, event).catch(() => {
    // the hub logs its own failures; the message is already stored
  });
}
