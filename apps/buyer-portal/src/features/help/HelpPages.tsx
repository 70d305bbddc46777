import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HelpView } from './HelpView';
import { type LawDoc, LawView } from './LawView';

/** /help; a #section in the address (the free-limit prompt's #member, the toolbar's #contact) is scrolled to. */
export function HelpPage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return <HelpView onOpenLaw={() => navigate('/law')} />;
}

/** ?doc=privacy opens the privacy policy directly. */
export function LawPage() {
  const [params, setParams] = useSearchParams();
  const doc: LawDoc = params.get('doc') === 'privacy' ? 'privacy' : 'terms';
  return <LawView doc={doc} onDocChange={(next) => setParams({ doc: next }, { replace: true })} />;
}
