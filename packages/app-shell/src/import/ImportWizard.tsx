import {
  type ApiClient,
  ApiError,
  api,
  createRealtime,
  type ImportJobInfo,
  type ImportRowItem,
  type ImportTarget,
  type ImportUpload,
} from '@wanju/api-client';
import type { ImportDefaults, ImportMapping } from '@wanju/domain';
import { useEffect, useState } from 'react';
import { useRemote } from '../remote';
import { type ImportMode, type ImportStep, ImportWizardView, type ImportWizardViewProps } from './ImportWizardView';

const POLL_MS = 1500;

export interface ImportWizardProps {
  client: ApiClient;
  /** the session's token (the realtime socket signs in with it) */
  token: () => string | null;
  target: ImportTarget;
  mode?: ImportMode;
  title?: string;
  publishOption?: boolean;
}

/**
 * The batch import's state for its View: uploads, starts the job and follows it live on the user's channel (a
 * socket event per change), polling get_job as well so a dropped socket only slows the bar down.
 */
export function useImportWizard({
  client,
  token,
  target: TARGET,
  mode = 'sheet',
  title,
  publishOption,
}: ImportWizardProps): ImportWizardViewProps {
  const [step, setStep] = useState<ImportStep>('upload');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [job, setJob] = useState<ImportJobInfo | null>(null);
  const [refused, setRefused] = useState<ImportRowItem[]>([]);
  const mappings = useRemote(
    () => client.call(api.imports.getMappings, { target: TARGET }).then((m) => m.list),
    [step === 'mapping', TARGET],
    [],
  );
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.msg : String(e));
  const jobId = job?.id;
  const finished = job?.status === 'done' || job?.status === 'failed';

  useEffect(() => {
    if (!jobId || finished) return;
    let stopped = false;
    const refresh = () =>
      client.call(api.imports.getJob, { id: jobId }, { silent: true }).then(
        (j) => !stopped && setJob(j),
        () => undefined,
      );
    const timer = window.setInterval(refresh, POLL_MS);
    const channel = job?.channel;
    const socket =
      channel && typeof WebSocket !== 'undefined'
        ? createRealtime({
            url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`,
            token,
          })
        : null;
    socket?.subscribe(channel as string, (event) => {
      const e = event as { type?: string; id?: string; progress?: number; status?: string };
      if (e.type === 'job') void refresh();
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      socket?.close();
    };
  }, [jobId, finished, job?.channel, client, token]);

  useEffect(() => {
    if (!jobId || !finished) return;
    setStep('report');
    void client.call(api.imports.getRows, { id: jobId, outcome: 'refused', page: 1, page_size: 100 }).then(
      (r) => setRefused(r.list),
      () => undefined,
    );
  }, [jobId, finished, client]);

  const begin = (
    u: ImportUpload,
    mapping: ImportMapping,
    publish: boolean,
    saveAs: string | null,
    defaults?: ImportDefaults,
  ) =>
    client
      .call(
        api.imports.start,
        {
          upload_id: u.upload_id,
          target: TARGET,
          mapping,
          publish,
          ...(saveAs ? { save_as: saveAs } : {}),
          ...(defaults ? { defaults } : {}),
        },
        { needError: true },
      )
      .then((j) => {
        setJob(j);
        setRefused([]);
        setStep('progress');
      }, fail);

  return {
    step,
    mode,
    title,
    publishOption,
    error,
    busy,
    upload,
    mappings: mappings.data,
    job,
    refused,
    onUpload: (excel, pictures) => {
      setBusy(true);
      setError(null);
      const form = new FormData();
      form.append('target', TARGET);
      if (excel) form.append('file', excel, excel.name);
      if (pictures) form.append('pictures', pictures, pictures.name);
      client
        .upload(api.imports.upload, form, { needError: true })
        .then((u) => {
          setUpload(u);
          // Pictures alone have no columns to map: the import starts at once.
          if (mode === 'pictures') return begin(u, {}, false, null);
          setStep('mapping');
        }, fail)
        .finally(() => setBusy(false));
    },
    onStart: (mapping, publish, saveAs, defaults) => {
      if (!upload) return;
      setBusy(true);
      setError(null);
      void begin(upload, mapping, publish, saveAs, defaults).finally(() => setBusy(false));
    },
    onRestart: () => {
      setStep('upload');
      setUpload(null);
      setJob(null);
      setRefused([]);
      setError(null);
    },
  };
}

/** Container of the batch import: the shared wizard's state over its View. */
export function ImportWizard(props: ImportWizardProps) {
  return <ImportWizardView {...useImportWizard(props)} />;
}
