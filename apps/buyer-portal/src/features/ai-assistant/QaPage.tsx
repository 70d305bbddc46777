import { ApiError, type AssistantAnswer, api } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { isJobFinished } from '@wanju/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { client } from '../../app/session';
import { useOpeners } from '../catalogue/useToyList';
import { QaView } from './QaView';
import { useJobEvents } from './useJobEvents';

const POLL_MS = 2000;
const HISTORY = 10;

/**
 * Container: /xiaoniaoAIproblem. Loads the user's last questions with their answers, asks new ones (each a
 * job followed until answered), opens product cards over the page and factory cards on their pages.
 */
export function QaPage() {
  const navigate = useNavigate();
  const { onOpenProduct } = useOpeners();
  const [answers, setAnswers] = useState<AssistantAnswer[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRemote(() => client.call(api.assistant.status, {}, { silent: true }), [], null);
  useEffect(() => {
    let live = true;
    client
      .call(api.assistant.history, { tool: 'ask', page: 1, page_size: HISTORY }, { silent: true })
      .then((page) =>
        Promise.all(page.list.map((h) => client.call(api.assistant.answer, { id: h.id }, { silent: true }))),
      )
      .then((list) => live && setAnswers((current) => [...list.reverse(), ...current]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const pending = answers.filter((a) => !isJobFinished(a.status)).map((a) => a.id);
  const pendingKey = pending.join();
  const refresh = useCallback(
    (id: string) =>
      client.call(api.assistant.answer, { id }, { silent: true }).then(
        (next) => setAnswers((list) => list.map((a) => (a.id === next.id ? next : a))),
        () => undefined,
      ),
    [],
  );
  // Live: an answer is read as soon as its job changes.
  useJobEvents(answers[0]?.channel ?? null, (id) => {
    if (pendingKey.split(',').includes(id)) void refresh(id);
  });
  useEffect(() => {
    if (!pendingKey) return;
    const timer = window.setInterval(() => {
      for (const id of pendingKey.split(',')) void refresh(id);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pendingKey, refresh]);
  return (
    <QaView
      status={status.data}
      answers={answers}
      error={error}
      busy={busy || pending.length > 0}
      onAsk={(question) => {
        setBusy(true);
        setError(null);
        client
          .call(api.assistant.ask, { question }, { needError: true })
          .then(
            (a) => setAnswers((list) => [...list, a]),
            (e) => setError(e instanceof ApiError ? e.msg : String(e)),
          )
          .finally(() => setBusy(false));
      }}
      onOpenProduct={onOpenProduct}
      onOpenFactory={(id) => navigate(`/factory_detail/${id}`)}
      onOpenLink={(path) => navigate(path)}
    />
  );
}
