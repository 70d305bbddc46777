import type { ChatMessageItem, ServiceCustomer, ServiceDesk, ServiceDeskItem } from '@wanju/api-client';
import { SERVICE_DESK_TABS, type ServiceDeskTab } from '@wanju/domain';
import {
  Button,
  Composer,
  ConversationList,
  CountBadge,
  EmptyState,
  MessageList,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@wanju/ui';
import { useState } from 'react';

export interface ServiceDeskViewProps {
  tab: ServiceDeskTab;
  onTabChange: (tab: ServiceDeskTab) => void;
  desk: ServiceDesk;
  selected: ServiceDeskItem | null;
  onOpen: (chatId: string) => void;
  messages: readonly ChatMessageItem[];
  myChatId: string;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onSendText: (text: string) => void;
  onSendFile: (file: File) => void;
  customer: ServiceCustomer | null;
  onTake: () => void;
  onTransfer: (agentId: number) => void;
  onClose: () => void;
  onReopen: () => void;
  /** An action is under way: its buttons wait. */
  busy?: boolean;
  /** The last refusal (another agent took it first …). */
  error?: string | null;
}

const REQUEST_KIND = { inquiry: '询价', supplement: '补样' } as const;

/** Who holds the open conversation, as the pane's header says it. */
function stateText(c: ServiceDeskItem, me: number) {
  if (c.state === 'closed') return '已结束';
  if (c.assignee_id === null) return '待接入';
  return c.assignee_id === me ? '由我接待' : `由${c.assignee_name}接待`;
}

/** The customer's card beside the conversation: who, which company, their latest inquiries and supplements. */
function CustomerCard({ customer }: { customer: ServiceCustomer }) {
  return (
    <aside aria-label="客户信息" style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
      <h3 style={{ margin: 0 }}>客户信息</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 8px', margin: 0 }}>
        <dt>昵称</dt>
        <dd style={{ margin: 0 }}>{customer.nickname}</dd>
        <dt>手机</dt>
        <dd style={{ margin: 0 }}>{customer.phone}</dd>
        <dt>公司</dt>
        <dd style={{ margin: 0 }}>{customer.company_name || '未加入公司'}</dd>
      </dl>
      <h4 style={{ margin: 0 }}>最近询价与补样</h4>
      {customer.requests.length === 0 ? (
        <p style={{ margin: 0 }}>暂无记录</p>
      ) : (
        <ul aria-label="最近询价与补样" style={{ margin: 0, paddingInlineStart: 16 }}>
          {customer.requests.map((r) => (
            <li key={r.id}>
              {REQUEST_KIND[r.kind]} · {r.factory_name} · {r.created_time}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/**
 * The customer-service agent's workspace: the queue in three tabs (待接入, 我的会话, 已结束) with unread
 * badges, the open conversation with take / transfer / close / reopen, and the customer's card.
 */
export function ServiceDeskView(props: ServiceDeskViewProps) {
  const { desk, selected } = props;
  const [target, setTarget] = useState<number | null>(null);
  const mine = selected?.state === 'open' && selected.assignee_id === desk.me;
  const agents = desk.agents.map((a) => ({ id: a.user_id, name: a.nickname }));
  return (
    <section
      aria-label="客服工作台"
      style={{ display: 'grid', gridTemplateColumns: '280px minmax(0, 1fr) 240px', gap: 16, minHeight: 560 }}
    >
      <Tabs selectedKey={props.tab} onSelectionChange={(k) => props.onTabChange(k as ServiceDeskTab)}>
        <TabList aria-label="会话队列" style={{ gap: 12 }}>
          {SERVICE_DESK_TABS.map((t) => (
            <Tab key={t.key} id={t.key}>
              {t.label}
              <CountBadge count={desk.unread[t.key]} label="条未读" />
            </Tab>
          ))}
        </TabList>
        {SERVICE_DESK_TABS.map((t) => (
          <TabPanel key={t.key} id={t.key} style={{ padding: 0 }}>
            {desk[t.key].length === 0 ? (
              <EmptyState title={t.key === 'waiting' ? '暂无等待接入的会话' : '暂无会话'} />
            ) : (
              <ConversationList
                conversations={desk[t.key]}
                selectedId={selected?.chat_id ?? null}
                onOpen={props.onOpen}
                label={t.label}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <div style={{ display: 'grid', gridTemplateRows: 'auto auto minmax(0, 1fr) auto', gap: 8, minHeight: 0 }}>
        {selected ? (
          <>
            <header style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <h2 style={{ margin: 0, fontSize: 16 }}>
                {selected.nickname}
                {selected.company_name ? ` · ${selected.company_name}` : ''}
              </h2>
              <span>{stateText(selected, desk.me)}</span>
              <span style={{ flex: 1 }} />
              {selected.state === 'open' && selected.assignee_id === null && (
                <Button size="sm" onPress={props.onTake} isDisabled={props.busy}>
                  接入
                </Button>
              )}
              {mine && agents.length > 0 && (
                <>
                  <Select
                    aria-label="转接给"
                    placeholder="选择客服"
                    items={agents}
                    selectedKey={target}
                    onSelectionChange={(key) => setTarget(Number(key))}
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={props.busy || target === null}
                    onPress={() => target !== null && props.onTransfer(target)}
                  >
                    转接
                  </Button>
                </>
              )}
              {selected.state === 'open' && (mine || selected.assignee_id === null) && (
                <Button size="sm" variant="secondary" onPress={props.onClose} isDisabled={props.busy}>
                  结束会话
                </Button>
              )}
              {selected.state === 'closed' && (
                <Button size="sm" variant="secondary" onPress={props.onReopen} isDisabled={props.busy}>
                  重新打开
                </Button>
              )}
            </header>
            {props.error ? <div role="alert">{props.error}</div> : <div />}
            <MessageList
              messages={props.messages}
              myChatId={props.myChatId}
              hasMore={props.hasMore}
              onLoadMore={props.onLoadMore}
              isLoadingMore={props.loadingMore}
            />
            <Composer
              onSendText={props.onSendText}
              onSendImage={props.onSendFile}
              isDisabled={!mine}
              placeholder={mine ? undefined : '接入会话后即可回复'}
            />
          </>
        ) : (
          <EmptyState title="选择一个会话开始接待" />
        )}
      </div>
      {props.customer && selected ? <CustomerCard customer={props.customer} /> : <div />}
    </section>
  );
}
