import { api, type FactoryDashboard } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import { DashboardView } from './DashboardView';

/** Container of the dashboard: one call computes every figure on the server. */
export function DashboardPage() {
  const navigate = useNavigate();
  const { state, data, retry } = useRemote(
    () => client.call(api.factoryConsole.getDashboard, {}),
    [],
    null as FactoryDashboard | null,
  );
  return <DashboardView state={state} data={data} onRetry={retry} onOpen={(path) => navigate(path)} />;
}
