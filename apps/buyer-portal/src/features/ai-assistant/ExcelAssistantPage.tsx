import { ApiError, api, type SheetJob } from '@wanju/api-client';
import { useImportWizard, useRemote } from '@wanju/app-shell';
import { type ComputedColumns, isJobFinished, mayDo, type SheetField, type SheetMapping } from '@wanju/domain';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { ExcelAssistantView } from './ExcelAssistantView';
import { AI_TEXT as T } from './messages';
import { useJobEvents } from './useJobEvents';

const POLL_MS = 3000;
const token = () => sessionState.token;
const message = (e: unknown) => (e instanceof ApiError ? e.msg : String(e));

/** Follows a job of the Excel assistant until it ends (the answer replaces the state each poll). */
function useFollow(job: SheetJob | null, set: (job: SheetJob) => void) {
  const id = job?.id;
  const running = job ? !isJobFinished(job.status) : false;
  useEffect(() => {
    if (!id || !running) return;
    const timer = window.setInterval(() => {
      client.call(api.assistant.excelJob, { id }, { silent: true }).then(set, () => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [id, running, set]);
}

const guessed = (job: SheetJob | null): SheetMapping =>
  (job?.analysis?.columns ?? []).flatMap((c) => (c.field ? [{ column: c.column, field: c.field }] : []));

/**
 * Container: /excel. Uploads the price list, follows the analysis, keeps the user's corrections of the
 * mapping, builds the import-ready sheet, and hands it to the shared import wizard for the company's library.
 */
export function ExcelAssistantPage() {
  const { user } = useSnapshot(sessionState);
  const mayImport = user ? mayDo({ companyId: user.company_id, userType: user.user_type }, 'edit_library') : false;
  const [analysis, setAnalysis] = useState<SheetJob | null>(null);
  const [build, setBuild] = useState<SheetJob | null>(null);
  const [mapping, setMapping] = useState<SheetMapping>([]);
  const [computed, setComputed] = useState<ComputedColumns>({ cbm: true, cuft: true, quote: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const wizard = useImportWizard({
    client,
    token,
    target: 'company_product',
    mode: 'sheet',
    title: T.importLibrary,
    publishOption: false,
  });
  useFollow(analysis, setAnalysis);
  useFollow(build, setBuild);
  // Live: a change of the followed job is read at once.
  useJobEvents(analysis?.channel ?? null, (id) => {
    for (const [job, set] of [
      [analysis, setAnalysis],
      [build, setBuild],
    ] as const)
      if (job?.id === id) client.call(api.assistant.excelJob, { id }, { silent: true }).then(set, () => undefined);
  });
  const analysisDone = analysis?.status === 'done';
  // The guess becomes the user's mapping once the analysis is in (not on every poll answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the analysis and its completion only
  useEffect(() => {
    if (analysisDone) setMapping(guessed(analysis));
  }, [analysisDone, analysis?.id]);
  useEffect(() => {
    if (analysis?.status === 'failed') setError(analysis.error);
  }, [analysis?.status, analysis?.error]);
  const history = useRemote(
    () =>
      client
        .call(api.assistant.history, { tool: 'excel', page: 1, page_size: 10 }, { silent: true })
        .then((p) => p.list),
    [analysis?.id, analysis?.status, build?.id, build?.status],
    [],
  );
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((e) => setError(message(e)))
      .finally(() => setBusy(false));
  };
  const restart = () => {
    setAnalysis(null);
    setBuild(null);
    setMapping([]);
    setError(null);
    setImporting(false);
  };
  return (
    <ExcelAssistantView
      analysis={analysis}
      build={build}
      mapping={mapping}
      computed={computed}
      error={error}
      busy={busy}
      history={history.data}
      mayImport={mayImport}
      wizard={importing ? wizard : null}
      onUpload={(file) =>
        run(async () => {
          restart();
          const form = new FormData();
          form.append('file', file, file.name);
          setAnalysis(await client.upload(api.assistant.excelUpload, form, { needError: true }));
        })
      }
      onMappingChange={(column: number, field: SheetField | null) =>
        setMapping((current) => [
          // A field is on one column: choosing it elsewhere takes it from there.
          ...current.filter((m) => m.column !== column && m.field !== field),
          ...(field ? [{ column, field }] : []),
        ])
      }
      onComputedChange={setComputed}
      onBuild={() =>
        run(async () => {
          if (!analysis) return;
          setBuild(
            await client.call(api.assistant.excelBuild, { id: analysis.id, mapping, computed }, { needError: true }),
          );
        })
      }
      onImport={() =>
        run(async () => {
          const output = build?.output;
          if (!output) return;
          const response = await fetch(output.download_url);
          if (!response.ok) throw new Error(T.loadFailed);
          const file = new File([await response.blob()], output.file_name, {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          });
          wizard.onRestart();
          wizard.onUpload(file, null);
          setImporting(true);
        })
      }
      onRemap={() => setBuild(null)}
      onRestart={restart}
      onOpenHistory={(id) =>
        run(async () => {
          const job = await client.call(api.assistant.excelJob, { id }, { needError: true });
          setImporting(false);
          if (job.stage === 'build') {
            setAnalysis(await client.call(api.assistant.excelJob, { id: job.source_id }, { needError: true }));
            setBuild(job);
          } else {
            setAnalysis(job);
            setBuild(null);
          }
        })
      }
      onCloseImport={() => setImporting(false)}
    />
  );
}
