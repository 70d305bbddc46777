import { ApiError, api } from '@wanju/api-client';
import { MSG, userTypeLabel } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { SETTINGS_TEXT } from './messages';
import { type FormStatus, SettingsView } from './SettingsView';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.msg : String(e));

/** Container: the signed-in user's profile, password change and phone binding. */
export function SettingsPage() {
  const { user } = useSnapshot(sessionState);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState<FormStatus>({});
  const [phone, setPhone] = useState<FormStatus>({});
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  if (!user) return null;
  const save = async (nickname: string) => {
    setSaving(true);
    setError(null);
    try {
      await client.call(api.account.updateUserConfig, { nickname }, { needError: true });
      await session.refresh();
      toast.success(SETTINGS_TEXT.saved);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };
  const hasPassword = user.has_password !== 0;
  const changePassword = async (oldPassword: string | undefined, newPassword: string) => {
    setPassword({ isPending: true });
    try {
      await client.call(
        api.account.updatePassword,
        { ...(oldPassword === undefined ? {} : { old_password: oldPassword }), new_password: newPassword },
        { needError: true },
      );
      // A first password: the profile now says the account has one (the form turns into a change).
      if (!hasPassword) await session.refresh();
      setPassword({});
      toast.success(hasPassword ? MSG.passwordChanged : MSG.passwordSet);
      return true;
    } catch (e) {
      setPassword({ error: messageOf(e) });
      return false;
    }
  };
  const sendCode = async (to: string) => {
    setPhone({});
    try {
      const { resend_after } = await client.call(api.account.sendBindPhoneCode, { phone: to }, { needError: true });
      setCountdown(resend_after);
      toast.success(SETTINGS_TEXT.codeSent);
    } catch (e) {
      setPhone({ error: messageOf(e) });
    }
  };
  const bind = async (to: string, code: string) => {
    setPhone({ isPending: true });
    try {
      await client.call(api.account.bindPhone, { phone: to, code }, { needError: true });
      await session.refresh();
      setPhone({});
      setCountdown(0);
      toast.success(MSG.phoneBound);
      return true;
    } catch (e) {
      setPhone({ error: messageOf(e) });
      return false;
    }
  };
  return (
    <SettingsView
      profile={{
        nickname: user.nickname,
        phone: user.phone,
        companyName: user.company_name,
        userTypeLabel: userTypeLabel(user.user_type),
        // Sessions stored before the flag existed count as having a password (the old form).
        hasPassword,
      }}
      isSaving={saving}
      error={error}
      onSaveNickname={save}
      password={password}
      onChangePassword={changePassword}
      phone={phone}
      codeCountdown={countdown}
      onSendPhoneCode={sendCode}
      onBindPhone={bind}
    />
  );
}
