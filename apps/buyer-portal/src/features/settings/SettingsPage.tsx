import { ApiError, api } from '@wanju/api-client';
import { userTypeLabel } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { SETTINGS_TEXT } from './messages';
import { SettingsView } from './SettingsView';

/** Container: the signed-in user's profile; saving the nickname refreshes the stored user info. */
export function SettingsPage() {
  const { user } = useSnapshot(sessionState);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const save = async (nickname: string) => {
    setSaving(true);
    setError(null);
    try {
      await client.call(api.account.updateUserConfig, { nickname }, { needError: true });
      await session.refresh();
      toast.success(SETTINGS_TEXT.saved);
    } catch (e) {
      setError(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingsView
      profile={{
        nickname: user.nickname,
        phone: user.phone,
        companyName: user.company_name,
        userTypeLabel: userTypeLabel(user.user_type),
      }}
      isSaving={saving}
      error={error}
      onSaveNickname={save}
    />
  );
}
