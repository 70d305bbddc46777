import { createChatStore } from '@wanju/app-shell';
import { client, sessionState } from '../../app/session';
import { unreadState } from '../messages/unreadStore';

/** The portal's chat: the shared store, signed in with the portal's session; it moves the header bell. */
export const chat = createChatStore({
  client,
  token: () => sessionState.token,
  onSystemCount: (count) => {
    unreadState.count = count;
  },
});
export const { chatState, startChat, askFactory, openService, openColleague } = chat;
