import { api, type LiveDetail } from '@wanju/api-client';
import { routePath, useRemote } from '@wanju/app-shell';
import { useNavigate, useParams } from 'react-router-dom';
import { client } from '../../app/session';
import { LivePlayerView } from './LivePlayerView';

/** Container: /xiaoniaolive/{type}/{id} (live/get_detail). */
export function LivePlayerPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { state, data, retry } = useRemote<LiveDetail | null>(
    () =>
      Number.isInteger(id) && id > 0 ? client.call(api.liveDetail.getDetail, { id }) : Promise.reject(new Error('id')),
    [id],
    null,
  );
  return (
    <LivePlayerView
      state={state}
      detail={data}
      onOpenFactory={(factoryId) => navigate(routePath('/factory_detail/:id', { id: factoryId }))}
      onBack={() => navigate('/xiaoniaolive')}
      onRetry={retry}
    />
  );
}
