import type { ServiceCustomer } from '@wanju/api-client';
import { ApiError, api, type ChatMessageItem, CODE, type ServiceDesk, type ServiceDeskItem } from '@wanju/api-client';
import type { ServiceDeskTab } from '@wanju/domain';
import { EmptyState } from '@wanju/ui';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { chat } from './chatStore';
import { ServiceDeskView } from './ServiceDeskView';

interface DeskState {
  tab: ServiceDeskTab;
  desk: ServiceDesk;
  customer: ServiceCustomer | null;
  busy: boolean;
  error: string | null;
  /** Why this user has no desk (not a customer-service agent). */
  denied: string | null;
}

const deskState = proxy<DeskState>({
  tab: 'waiting',
  desk: { waiting: [], mine: [], closed: [], unread: { waiting: 0, mine: 0, closed: 0 }, agents: [], me: 0 },
  customer: null,
  busy: false,
  error: null,
  denied: null,
});

const ignore = () => undefined;

async function loadDesk() {
  try {
    deskState.desk = await client.call(api.chat.serviceDesk, {}, { needError: true });
    deskState.denied = null;
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.forbidden) deskState.denied = error.msg;
    else throw error;
  }
}

// Events come in bursts (a message reaches every agent's channel): one reload per burst.
let reloadTimer: number | undefined;
function reloadSoon() {
  window.clearTimeout(reloadTimer);
  reloadTimer = window.setTimeout(() => void loadDesk().catch(ignore), 150);
}

async function open(chatId: string) {
  deskState.error = null;
  deskState.customer = null;
  await chat.openConversation(chatId);
  const [customer] = await Promise.all([
    client.call(api.chat.serviceCustomer, { chat_id: chatId }, { silent: true }),
    loadDesk(),
  ]);
  if (chat.chatState.selectedId === chatId) deskState.customer = customer;
}

/** Runs a desk action on the open conversation; a refusal (taken by another agent …) shows in the pane. */
async function act(run: (chatId: string) => Promise<{ conversation: ServiceDeskItem }>, tabAfter?: ServiceDeskTab) {
  const chatId = chat.chatState.selectedId;
  if (!chatId || deskState.busy) return;
  deskState.busy = true;
  deskState.error = null;
  try {
    await run(chatId);
    if (tabAfter) deskState.tab = tabAfter;
  } catch (error) {
    deskState.error = error instanceof ApiError ? error.message : String(error);
  } finally {
    deskState.busy = false;
    await loadDesk().catch(ignore);
  }
}

const opts = { needError: true } as const;

/** Container of the service desk: the queue from the server, the thread in the shared chat store, live. */
export function ServiceDeskPage() {
  const d = useSnapshot(deskState);
  const s = useSnapshot(chat.chatState);
  useEffect(() => {
    chat.chatState.docked = true;
    void loadDesk().catch(ignore);
    const stop = chat.watch((event) => {
      if (event.type === 'service.queue' || event.type === 'chat.message') reloadSoon();
    });
    return () => {
      stop();
      chat.chatState.docked = false;
    };
  }, []);
  const all = [...d.desk.waiting, ...d.desk.mine, ...d.desk.closed] as ServiceDeskItem[];
  const selected = all.find((c) => c.chat_id === s.selectedId) ?? null;
  if (d.denied) return <EmptyState title={d.denied} />;
  return (
    <ServiceDeskView
      tab={d.tab}
      onTabChange={(tab) => {
        deskState.tab = tab;
      }}
      desk={d.desk as ServiceDesk}
      selected={selected}
      onOpen={(id) => void open(id).catch(ignore)}
      messages={selected ? (s.messages as ChatMessageItem[]) : []}
      myChatId={s.myChatId}
      hasMore={s.hasMore}
      loadingMore={s.loadingMore}
      onLoadMore={() => void chat.loadMore()}
      onSendText={(t) => void chat.sendText(t).catch(ignore)}
      onSendFile={(f) => void chat.sendFile(f).catch(ignore)}
      customer={d.customer as ServiceCustomer | null}
      busy={d.busy}
      error={d.error}
      onTake={() => void act((id) => client.call(api.chat.serviceTake, { chat_id: id }, opts), 'mine')}
      onTransfer={(agentId) =>
        void act((id) => client.call(api.chat.serviceTransfer, { chat_id: id, agent_id: agentId }, opts))
      }
      onClose={() => void act((id) => client.call(api.chat.serviceClose, { chat_id: id }, opts), 'closed')}
      onReopen={() => void act((id) => client.call(api.chat.serviceReopen, { chat_id: id }, opts), 'mine')}
    />
  );
}
