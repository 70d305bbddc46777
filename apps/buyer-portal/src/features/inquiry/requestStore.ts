import type { FactoryRequest } from '@wanju/api-client';
import { proxy } from 'valtio';
import type { LoadState } from '../catalogue/ListState';

export const PAGE_SIZE = 20;

/** The state of one factory-request list screen (/inquiry, /supplement). */
export interface RequestListState {
  state: LoadState;
  rows: FactoryRequest[];
  total: number;
  page: number;
  status: string | null;
}

export const newRequestList = () =>
  proxy<RequestListState>({ state: 'loading', rows: [], total: 0, page: 1, status: null });
