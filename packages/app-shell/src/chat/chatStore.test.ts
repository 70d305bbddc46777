import type { ApiClient, ChatConversationItem } from '@wanju/api-client';
import { describe, expect, it } from 'vitest';
import { createChatStore } from './chatStore';

const conversation = (chat_id: string, tab: ChatConversationItem['tab']) =>
  ({ chat_id, tab, nickname: chat_id, unread_count: 1 }) as ChatConversationItem;

const unread = { platform: 0, website: 0, colleague: 0, system: 0, total: 0 };

/** A client that answers each call by its path and records the paths called. */
function fakeClient(lists: Record<string, ChatConversationItem[]>) {
  const called: string[] = [];
  const client = {
    async call(endpoint: { path: string }) {
      called.push(endpoint.path);
      const name = endpoint.path.split('/').pop() ?? '';
      if (name.endsWith('message_list')) return { list: lists[name] ?? [], unread };
      if (name.endsWith('message_record')) return { list: [], has_more: false, notice: null };
      if (name.endsWith('last_time')) return unread;
      throw new Error(`unexpected call ${endpoint.path}`);
    },
  } as unknown as ApiClient;
  return { client, called };
}

describe('chat store', () => {
  it("reads and marks a website visitor's conversation through the website calls", async () => {
    const { client, called } = fakeClient({ get_website_message_list: [conversation('w1', 'website')] });
    const store = createChatStore({ client, token: () => 'token' });
    await store.loadTab('website');
    await store.openConversation('w1');
    expect(called).toContain('/api/chat/get_website_message_record');
    expect(called).toContain('/api/chat/set_website_last_time');
    expect(called).not.toContain('/api/chat/get_message_record');
  });

  it('reads a platform conversation through the platform calls', async () => {
    const { client, called } = fakeClient({ get_message_list: [conversation('p1', 'platform')] });
    const store = createChatStore({ client, token: () => 'token' });
    await store.loadTab('platform');
    await store.openConversation('p1');
    expect(called).toContain('/api/chat/get_message_record');
    expect(called).toContain('/api/chat/set_last_time');
    expect(called).not.toContain('/api/chat/get_website_message_record');
  });
});
