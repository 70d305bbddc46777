import { createChatStore } from '@wanju/app-shell';
import { proxy } from 'valtio';
import { appSession, client } from '../../app/session';

/** The console's chat: the shared store (the same as the buyer portal's), signed in with the console's session. */
export const chat = createChatStore({ client, token: () => appSession.sessionState.token });

/** The console's open tab, so '联系采购商' in a desk can switch to the messages tab. */
export const consoleNav = proxy({ tab: 'home' as string });

/** 联系采购商: opens the buyer's conversation and shows the messages tab. */
export async function contactBuyer(source: 'request' | 'find_sample', requestId: number) {
  await chat.contactBuyer(source, requestId);
  consoleNav.tab = 'chat';
}
