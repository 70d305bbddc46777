import { createChatStore } from '@wanju/app-shell';
import { appSession, client } from '../../app/session';

/** The console's chat: the shared store (the same as the buyer portal's), signed in with the console's session. */
export const chat = createChatStore({ client, token: () => appSession.sessionState.token });

/** How a desk opens another screen: set by the console's shell to its router's navigate. */
export const consoleNav = { open: (_path: string): void => undefined };

/** 联系采购商: opens the buyer's conversation and shows the messages screen. */
export async function contactBuyer(source: 'request' | 'find_sample', requestId: number) {
  await chat.contactBuyer(source, requestId);
  consoleNav.open('/chat');
}
