import { ApiError, api, type CompanyConfig, type UserConfig } from '@wanju/api-client';
import { ACCOUNT_MSG, accountTypeLabel, MSG, seesCompanyRecords } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { setLang } from '../shell/prefs';
import { SETTINGS_TEXT } from './messages';
import { PreferencesView } from './PreferencesView';
import { type FormStatus, SettingsView } from './SettingsView';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.msg : String(e));

/**
 * Container: the signed-in user's profile, password change and phone binding; then the settings kept on the
 * server (language, default price formula with its live preview, commonly used fields, the company).
 */
export function SettingsPage() {
  const { user } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const [config, setConfig] = useState<UserConfig | null>(null);
  const [company, setCompany] = useState<CompanyConfig | null>(null);
  const companyId = user?.company_id ?? 0;
  useEffect(() => {
    void client.call(api.system.getUserConfig, {}, { silent: true }).then(setConfig, () => undefined);
  }, []);
  useEffect(() => {
    if (!companyId) return setCompany(null);
    void client.call(api.system.getUserCompanyConfig, {}, { silent: true }).then(setCompany, () => undefined);
  }, [companyId]);
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
        userTypeLabel: accountTypeLabel(user),
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
    >
      {config && (
        <PreferencesView
          lang={config.lang}
          onLangChange={(lang) =>
            void client.call(api.system.updateToyUserConfig, { lang }).then((next) => {
              setConfig(next);
              setLang(next.lang);
              toast.success(ACCOUNT_MSG.configSaved);
            })
          }
          formula={config.price_formula}
          onSaveFormula={(price_formula) =>
            void client.call(api.system.updateToyUserConfig, { price_formula }).then((next) => {
              setConfig(next);
              toast.success(ACCOUNT_MSG.configSaved);
            })
          }
          fields={config.commonly_fields}
          onSaveFields={(fields) =>
            void client.call(api.system.updateCommonlyField, { fields }).then((next) => {
              setConfig({ ...config, commonly_fields: next.fields });
              toast.success(ACCOUNT_MSG.fieldsSaved);
            })
          }
          company={company}
          canEditCompany={seesCompanyRecords(user.user_type)}
          onSaveCompany={(patch) =>
            void client.call(api.system.editUserCompanyConfig, patch).then((next) => {
              setCompany(next);
              toast.success(ACCOUNT_MSG.configSaved);
            })
          }
          onBindCompany={() => navigate('/login?mode=company')}
          onAcceptInvite={() => navigate('/member')}
        />
      )}
    </SettingsView>
  );
}
