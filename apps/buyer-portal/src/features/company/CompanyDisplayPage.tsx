import { api } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { mayDo } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { CompanyDisplayView } from './CompanyDisplayView';
import { COMPANY_TEXT } from './messages';

/** Uploads one picture for the company's screens; null when the server refused it (its message was shown). */
export async function uploadCompanyPicture(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    return (await client.upload(api.company.uploadPicture, form)).picture;
  } catch {
    return null;
  }
}

/** Container of /company and /oldCompany (legacy). */
export function CompanyDisplayPage({ legacy = false }: { legacy?: boolean }) {
  const { user } = useSnapshot(sessionState);
  const { state, data, setData, retry } = useRemote(
    () => client.call(api.company.getDisplay, {}),
    [user?.company_id],
    null,
  );
  const canEdit = user ? mayDo({ companyId: user.company_id, userType: user.user_type }, 'edit_display') : false;
  return (
    <CompanyDisplayView
      state={state}
      display={data}
      legacy={legacy}
      canEdit={canEdit}
      onRetry={retry}
      onUpload={uploadCompanyPicture}
      onSave={async (draft) => {
        try {
          setData(await client.call(api.company.editDisplay, draft));
          toast.success(COMPANY_TEXT.saved);
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
