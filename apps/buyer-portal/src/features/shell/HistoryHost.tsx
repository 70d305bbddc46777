import { api, type HistoryRecord, type ToyItem } from '@wanju/api-client';
import { withProduct } from '@wanju/app-shell';
import { MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { HistoryDialog } from './HistoryDialog';
import { historyState, setHistoryOpen } from './history';

const PRODUCTS_SHOWN = 10;
const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
/** browse_time comes as 'YYYY-MM-DD HH:mm:ss' (the server's zone); the dialog shows date and time. */
const shortTime = (t: string) => t.slice(5, 16);

/** Container: the header's history dialog: pages visited in this session and the last products viewed. */
export function HistoryHost() {
  const { open, visits } = useSnapshot(historyState);
  const navigate = useNavigate();
  const location = useLocation();
  const [products, setProducts] = useState<(ToyItem & { browse_time: string })[]>([]);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  // The pages the user opened, kept on the server (every device); this session's visits until they load.
  const [records, setRecords] = useState<HistoryRecord[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState('loading');
    client
      .call(api.log.toyBrowseLogAll, { page: 1, page_size: PRODUCTS_SHOWN }, { silent: true })
      .then((r) => {
        if (!live) return;
        setProducts(r.list);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    client
      .call(api.system.getHistoryRecord, { page: 1, page_size: 20 }, { silent: true })
      .then((r) => live && setRecords(r.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);

  const current = location.pathname + location.search;
  return (
    <HistoryDialog
      isOpen={open}
      onOpenChange={setHistoryOpen}
      pages={
        records
          ? records
              .filter((r) => r.path !== location.pathname)
              .map((r) => ({ id: r.id, location: r.path, title: r.title, time: shortTime(r.last_visit_time) }))
          : visits
              .filter((v) => v.location !== current)
              .map((v) => ({ location: v.location, title: v.title, time: hhmm(new Date(v.at)) }))
      }
      onRemovePage={(id) =>
        void client.call(api.system.removeHistoryRecord, { ids: [id] }).then(() => {
          setRecords((list) => list?.filter((r) => r.id !== id) ?? null);
          toast.success(MSG.deleteSuccess);
        })
      }
      products={products.map((p) => ({
        id: p.id,
        name: p.name,
        picture: p.thumb || p.picture,
        articleNumber: p.article_number,
        time: shortTime(p.browse_time),
      }))}
      productsState={state}
      onOpenPage={(to) => navigate(to)}
      onOpenProduct={(id) => {
        navigate(`${location.pathname}?${withProduct(location.search, id)}`);
      }}
      onViewAll={() => navigate('/parcourir')}
    />
  );
}
