import { api, type ExportRecordItem } from '@wanju/api-client';
import {
  type ExportJobEvent,
  type ExportJobState,
  type ExportSettings,
  type ExportSource,
  exportPollInterval,
  MSG,
  nextExportJobState,
} from '@wanju/domain';
import type { ExportRequest } from '@wanju/ui';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { client } from '../../app/session';

/** Starts the browser's download of a signed link (the server answers it as an attachment). */
export function startDownload(link: string): void {
  if (!link) return;
  const a = document.createElement('a');
  a.href = link;
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

function stopTimer(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

const reduce = (state: ExportJobState, event: ExportJobEvent) => nextExportJobState(state, event);

/**
 * One export at a time for a source: start (export_excel for Excel and PDF, generate_zip for the picture
 * zip), poll get_callback at the domain's interval until 100 with a link (the download starts, '导出成功')
 * or -100 ('导出失败，请联系客服'); the history (get_excel_list) with delete.
 */
export function useExportJob(source: ExportSource, sourceId: number | null, lang?: 'zh' | 'en') {
  const [job, dispatch] = useReducer(reduce, { phase: 'idle' });
  const [records, setRecords] = useState<ExportRecordItem[]>([]);
  const [historyState, setHistoryState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef<ExportRequest | null>(null);
  const alive = useRef(true);

  useEffect(
    () => () => {
      alive.current = false;
      stopTimer(timer);
    },
    [],
  );

  const loadHistory = useCallback(async () => {
    setHistoryState('loading');
    try {
      const page = await client.call(api.exports.getExcelList, { page: 1, page_size: 20 }, { silent: true });
      if (!alive.current) return;
      setRecords(page.list);
      setHistoryState('ready');
    } catch {
      if (alive.current) setHistoryState('error');
    }
  }, []);

  const poll = useCallback(
    (uuid: string, interval: number) => {
      stopTimer(timer);
      timer.current = setTimeout(async () => {
        try {
          const state = await client.call(api.exports.getCallback, { uuid }, { silent: true });
          if (!alive.current) return;
          dispatch({ type: 'polled', progress: state.progress, link: state.link });
          if (state.progress === 100 && state.link) {
            toast.success(state.msg || MSG.exportSuccess);
            startDownload(state.link);
            void loadHistory();
          } else if (state.progress === -100) {
            toast.error(state.msg || MSG.exportFailed);
            void loadHistory();
          } else poll(uuid, interval);
        } catch {
          if (alive.current) dispatch({ type: 'polled', progress: null });
        }
      }, interval);
    },
    [loadHistory],
  );

  const start = useCallback(
    async (request: ExportRequest) => {
      last.current = request;
      setPending(true);
      try {
        const settings = request.settings as ExportSettings;
        const started =
          request.format === 'zip'
            ? await client.call(api.exports.generateZip, { source, source_id: sourceId, settings })
            : await client.call(api.exports.exportExcel, {
                source,
                source_id: sourceId,
                format: request.format,
                settings,
                ...(lang ? { lang } : {}),
              });
        dispatch({ type: 'started', uuid: started.uuid });
        poll(started.uuid, exportPollInterval(started.count));
        return true;
      } catch {
        // the client showed the server's message ('当前无样品数据可以导出' …)
        return false;
      } finally {
        setPending(false);
      }
    },
    [source, sourceId, lang, poll],
  );

  const remove = useCallback(
    async (id: number) => {
      await client.call(api.exports.delExcel, { id });
      toast.success(MSG.deleteSuccess);
      await loadHistory();
    },
    [loadHistory],
  );

  return {
    job,
    records,
    historyState,
    pending,
    start,
    retry: () => (last.current ? start(last.current) : Promise.resolve(false)),
    remove,
    loadHistory,
  };
}
