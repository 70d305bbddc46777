import { api, type FactoryRequest, type FindSampleRequest, type ToyItem } from '@wanju/api-client';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { session } from '../../app/session';
import type { LoadState } from './DeskSection';
import { FindSampleDeskView } from './FindSampleDeskView';
import { DESK_TEXT as T } from './messages';
import { ReceivedRequestsView } from './ReceivedRequestsView';

const client = session.client;
const ignore = () => undefined;

/** Container of the received inquiries or supplements: every action answers the updated request. */
export function ReceivedRequests({ kind }: { kind: 'inquiry' | 'supplement' }) {
  const [state, setState] = useState<LoadState>('loading');
  const [list, setList] = useState<FactoryRequest[]>([]);
  const load = useCallback(async () => {
    setState('loading');
    try {
      const page = await client.call(api.factoryDesk.getRequestList, { kind, page: 1, page_size: 50 });
      setList(page.list);
      setState('ready');
    } catch {
      setState('error');
    }
  }, [kind]);
  useEffect(() => {
    void load();
  }, [load]);
  const replace = (updated: FactoryRequest, message: string) => {
    setList((l) => l.map((r) => (r.id === updated.id ? updated : r)));
    toast.success(message);
  };
  return (
    <ReceivedRequestsView
      kind={kind}
      state={state}
      list={list}
      onRetry={() => void load()}
      onRead={(id) => void client.call(api.factoryDesk.readRequest, { id }).then((r) => replace(r, T.read), ignore)}
      onAnswer={(id, answer, prices) =>
        void client
          .call(api.factoryDesk.answerInquiry, { id, answer, prices })
          .then((r) => replace(r, T.answered), ignore)
      }
      onClose={(id) => void client.call(api.factoryDesk.closeInquiry, { id }).then((r) => replace(r, T.closed), ignore)}
    />
  );
}

/** Container of the find-sample requests, with the factory's own products to answer with. */
export function FindSampleDesk() {
  const [state, setState] = useState<LoadState>('loading');
  const [list, setList] = useState<FindSampleRequest[]>([]);
  const [products, setProducts] = useState<ToyItem[]>([]);
  const load = useCallback(async () => {
    setState('loading');
    try {
      const page = await client.call(api.factoryDesk.getFindSampleList, { page: 1, page_size: 50 });
      const own = await client.call(api.factory.getToyList, { id: page.factory_id, page: 1, page_size: 100 });
      setList(page.list);
      setProducts(own.list);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <FindSampleDeskView
      state={state}
      list={list}
      products={products}
      onRetry={() => void load()}
      onAnswer={(id, answer) =>
        void client.call(api.factoryDesk.answerFindSample, { id, ...answer }).then((updated) => {
          setList((l) => l.map((r) => (r.id === updated.id ? updated : r)));
          toast.success(T.matchSent);
        }, ignore)
      }
    />
  );
}
