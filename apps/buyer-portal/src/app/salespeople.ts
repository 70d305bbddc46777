import { api } from '@wanju/api-client';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, sessionState } from './session';

export interface Salesperson {
  id: number;
  name: string;
}

/**
 * The company's staff, for the main account and administrators (who filter and assign work by salesperson);
 * undefined for a salesperson, who sees only their own.
 */
export function useSalespeople(): Salesperson[] | undefined {
  const { user } = useSnapshot(sessionState);
  const manages = !!user && user.user_type !== 1;
  const [list, setList] = useState<Salesperson[]>([]);
  useEffect(() => {
    if (!manages) return;
    client
      .call(api.quotation.getSalespeople, {}, { silent: true })
      .then((r) => setList(r.list))
      .catch(() => undefined);
  }, [manages]);
  return manages ? list : undefined;
}
