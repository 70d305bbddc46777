import { useNavigate, useSearchParams } from 'react-router-dom';
import { HelpView } from './HelpView';
import { type LawDoc, LawView } from './LawView';

export function HelpPage() {
  const navigate = useNavigate();
  return <HelpView onOpenLaw={() => navigate('/law')} />;
}

/** ?doc=privacy opens the privacy policy directly. */
export function LawPage() {
  const [params, setParams] = useSearchParams();
  const doc: LawDoc = params.get('doc') === 'privacy' ? 'privacy' : 'terms';
  return <LawView doc={doc} onDocChange={(next) => setParams({ doc: next }, { replace: true })} />;
}
