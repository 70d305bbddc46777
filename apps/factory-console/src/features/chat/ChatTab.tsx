import { api } from '@wanju/api-client';
import { ChatContainer, type ChatProduct, useRemote } from '@wanju/app-shell';
import { formatPrice } from '@wanju/domain';
import { client } from '../../app/session';
import { chat } from './chatStore';

/**
 * The console's messages: conversations with buyers (and, for the platform's agent, customer service),
 * with the factory's own products to send as cards. Anyone without a factory simply has no products.
 */
export function ChatTab() {
  const { data: products } = useRemote(
    async (): Promise<ChatProduct[]> => {
      const desk = await client.call(api.factoryDesk.getFindSampleList, { page: 1, page_size: 1 }, { silent: true });
      const own = await client.call(
        api.factory.getToyList,
        { id: desk.factory_id, page: 1, page_size: 100 },
        { silent: true },
      );
      return own.list.map((p) => ({
        id: p.id,
        name: p.name,
        picture: p.picture,
        price: formatPrice(p.exworks_price, 'RMB'),
      }));
    },
    [],
    [] as ChatProduct[],
  );
  return <ChatContainer store={chat} products={products} />;
}
