import { api } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import { PreviewEmailView } from './PreviewEmailView';

/** Container of /Previewemail?id=…&lang=… */
export function PreviewEmailPage() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const lang = search.get('lang') === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const { state, data, retry } = useRemote(
    () =>
      id ? client.call(api.quotation.getInfo, { id, lang }, { silent: true }) : Promise.reject(new Error('no id')),
    [id, lang],
    null,
  );
  return (
    <PreviewEmailView
      state={state}
      preview={data}
      onLang={(next) => setSearch({ id: String(id), lang: next })}
      onBack={() => navigate(id ? `/edit_quotation/${id}` : '/CompanyQuotation')}
      onRetry={retry}
    />
  );
}
