import { api } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { PreviewEmailView } from './PreviewEmailView';

/** Container of /Previewemail?id=…&lang=…[&draft=1] (draft: what sending now would send, even after a sending). */
export function PreviewEmailPage() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const lang = search.get('lang') === 'en' ? 'en' : 'zh';
  const mode = search.get('draft') === '1' ? 'draft' : 'sent';
  const navigate = useNavigate();
  const { state, data, retry } = useRemote(
    () =>
      id ? client.call(api.quotation.getInfo, { id, lang }, { silent: true }) : Promise.reject(new Error('no id')),
    [id, lang],
    null,
  );
  const go = (next: { lang?: 'zh' | 'en'; mode?: 'sent' | 'draft' }) => {
    const m = next.mode ?? mode;
    setSearch({ id: String(id), lang: next.lang ?? lang, ...(m === 'draft' ? { draft: '1' } : {}) });
  };
  return (
    <PreviewEmailView
      state={state}
      preview={data}
      mode={mode}
      onMode={(m) => go({ mode: m })}
      onLang={(l) => go({ lang: l })}
      onBack={() => navigate(id ? `/edit_quotation/${id}` : '/CompanyQuotation')}
      onRetry={retry}
    />
  );
}
