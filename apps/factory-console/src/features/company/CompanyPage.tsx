import { api, type FactoryDetail, type FactoryProfile } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { useState } from 'react';
import { client } from '../../app/session';
import { CompanyView } from './CompanyView';
import { FactoryPreviewView } from './FactoryPreviewView';
import { COMPANY_TEXT as T } from './messages';

const ignore = () => undefined;

/** Container of the company display: the factory record to edit, and its portal page to preview. */
export function CompanyPage() {
  const { state, data, setData, retry } = useRemote(
    () => client.call(api.factoryConsole.getProfile, {}),
    [],
    null as FactoryProfile | null,
  );
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  if (preview && data) return <Preview id={data.id} onBack={() => setPreview(false)} />;
  return (
    <CompanyView
      state={state}
      profile={data}
      saving={saving}
      onRetry={retry}
      onPreview={() => setPreview(true)}
      onUpload={async (file) => {
        const form = new FormData();
        form.append('file', file);
        return (await client.upload(api.factoryConsole.uploadPicture, form, { silent: true })).picture;
      }}
      onSave={(draft) => {
        setSaving(true);
        void client
          .call(api.factoryConsole.saveProfile, draft)
          .then((saved) => {
            setData(saved);
            toast.success(T.saved);
          }, ignore)
          .finally(() => setSaving(false));
      }}
    />
  );
}

/** The saved record through the portal's own factory-detail endpoint. */
function Preview({ id, onBack }: { id: number; onBack: () => void }) {
  const { state, data, retry } = useRemote(
    () => client.call(api.factory.getDetail, { id }),
    [id],
    null as FactoryDetail | null,
  );
  return <FactoryPreviewView state={state} factory={data} onBack={onBack} onRetry={retry} />;
}
