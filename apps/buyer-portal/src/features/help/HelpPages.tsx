import { api, type HelpArticle } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { HelpView } from './HelpView';
import { type LawDoc, LawView } from './LawView';

/** /help; a #section in the address (the free-limit prompt's #member, the toolbar's #contact) is scrolled to. */
export function HelpPage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { state, data, retry } = useRemote<HelpArticle[] | null>(
    async () => (await client.call(api.system.getHelpContents, {}, { silent: true })).list,
    [],
    null,
  );
  useEffect(() => {
    if (hash && data) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, data]);
  return (
    <HelpView
      sections={state === 'ready' ? data : null}
      error={state === 'error'}
      onRetry={retry}
      onOpenLaw={() => navigate('/law')}
    />
  );
}

/** ?doc=privacy opens the privacy policy directly. */
export function LawPage() {
  const [params, setParams] = useSearchParams();
  const doc: LawDoc = params.get('doc') === 'privacy' ? 'privacy' : 'terms';
  return <LawView doc={doc} onDocChange={(next) => setParams({ doc: next }, { replace: true })} />;
}
