import { api, type ConsoleRequest, type FindSampleRequest, type ToyItem } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { client } from '../../app/session';
import { contactBuyer } from '../chat/chatStore';
import { FindSampleDeskView } from './FindSampleDeskView';
import { DESK_TEXT as T } from './messages';
import { ReceivedRequestsView } from './ReceivedRequestsView';

const ignore = () => undefined;

/** Container of the received inquiries or supplements: every action answers the updated request. */
export function ReceivedRequests({ kind }: { kind: 'inquiry' | 'supplement' }) {
  const {
    state,
    data: list,
    setData: setList,
    retry,
  } = useRemote(
    () => client.call(api.factoryConsole.getRequests, { kind, page: 1, page_size: 50 }).then((page) => page.list),
    [kind],
    [] as ConsoleRequest[],
    // The requests that reach the factory while the list is open show at once.
    { live: ['inquiry'] },
  );
  // read and close answer the desk's request: the console's own fields stay as they were.
  const replace = (
    updated: Omit<ConsoleRequest, 'sample_date' | 'answer_pictures' | 'answered_by_name'>,
    message: string,
  ) => {
    setList((l) => l.map((r) => (r.id === updated.id ? { ...r, ...updated } : r)));
    toast.success(message);
  };
  return (
    <ReceivedRequestsView
      kind={kind}
      state={state}
      list={list}
      onRetry={retry}
      onRead={(id) => void client.call(api.factoryDesk.readRequest, { id }).then((r) => replace(r, T.read), ignore)}
      onAnswer={(id, answer) =>
        void client
          .call(api.factoryConsole.answerRequest, { id, ...answer })
          .then((r) => replace(r, kind === 'inquiry' ? T.answered : T.supplementAnswered), ignore)
      }
      onUpload={async (file) => {
        const form = new FormData();
        form.append('file', file);
        return (await client.upload(api.factoryConsole.uploadPicture, form, { silent: true })).picture;
      }}
      onClose={(id) => void client.call(api.factoryDesk.closeInquiry, { id }).then((r) => replace(r, T.closed), ignore)}
      onContact={(id) => void contactBuyer('request', id).catch(ignore)}
    />
  );
}

/** Container of the find-sample requests, with the factory's own products to answer with. */
export function FindSampleDesk() {
  const { state, data, setData, retry } = useRemote(
    async () => {
      const page = await client.call(api.factoryDesk.getFindSampleList, { page: 1, page_size: 50 });
      const own = await client.call(api.factory.getToyList, { id: page.factory_id, page: 1, page_size: 100 });
      return { list: page.list, products: own.list };
    },
    [],
    { list: [] as FindSampleRequest[], products: [] as ToyItem[] },
  );
  return (
    <FindSampleDeskView
      state={state}
      list={data.list}
      products={data.products}
      onRetry={retry}
      onAnswer={(id, answer) =>
        void client.call(api.factoryDesk.answerFindSample, { id, ...answer }).then((updated) => {
          setData((d) => ({ ...d, list: d.list.map((r) => (r.id === updated.id ? updated : r)) }));
          toast.success(T.matchSent);
        }, ignore)
      }
      onContact={(id) => void contactBuyer('find_sample', id).catch(ignore)}
    />
  );
}
