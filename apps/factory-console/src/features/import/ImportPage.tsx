import { ImportWizard } from '@wanju/app-shell';
import { appSession, client } from '../../app/session';

const token = () => appSession.sessionState.token;

/** The factory's batch import of its products: the shared import wizard on the factory-product target. */
export function ImportPage() {
  return <ImportWizard client={client} token={token} target="factory_product" />;
}
