import { validatePasswordChange } from '@wanju/domain';
import { Button, TextField } from '@wanju/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { SETTINGS_TEXT as T } from './messages';
import * as styles from './Settings.css';

export interface SettingsProfile {
  nickname: string;
  phone: string;
  companyName: string;
  userTypeLabel: string;
  /** False for an account made by SMS sign-in that has not set a password yet. */
  hasPassword: boolean;
}

/** A form's server round trip: pending, and the server's refusal. */
export interface FormStatus {
  isPending?: boolean;
  error?: string | null;
}

export interface SettingsViewProps {
  profile: SettingsProfile;
  isSaving?: boolean;
  /** The server's message when saving failed ('昵称不能为空', '昵称最多20个字' …). */
  error?: string | null;
  onSaveNickname: (nickname: string) => void;
  password?: FormStatus;
  /** Resolves true when the password was changed or set (the form then clears); no old one for a first password. */
  onChangePassword: (oldPassword: string | undefined, newPassword: string) => Promise<boolean>;
  phone?: FormStatus;
  /** Seconds until another code may be sent (0: now). */
  codeCountdown?: number;
  onSendPhoneCode: (phone: string) => void;
  /** Resolves true when the phone was bound (the form then clears). */
  onBindPhone: (phone: string, code: string) => Promise<boolean>;
  /** More settings below the account's own (language, formula, fields, company). */
  children?: ReactNode;
}

const PHONE = /^1\d{10}$/;

function PasswordForm({
  hasPassword,
  status,
  onChangePassword,
}: {
  hasPassword: boolean;
  status?: FormStatus;
  onChangePassword: SettingsViewProps['onChangePassword'];
}) {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const error = local ?? status?.error ?? null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = validatePasswordChange({ oldPassword, newPassword, confirm, hasPassword });
    setLocal(refused);
    if (refused) return;
    if (await onChangePassword(hasPassword ? oldPassword : undefined, newPassword)) {
      setOld('');
      setNew('');
      setConfirm('');
    }
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setLocal(null);
  };
  return (
    <section className={styles.card} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.cardTitle}>
        {hasPassword ? T.password : T.setPassword}
      </h2>
      <form className={styles.stack} onSubmit={submit} noValidate>
        {hasPassword ? (
          <TextField
            label={T.oldPassword}
            type="password"
            value={oldPassword}
            onChange={edit(setOld)}
            autoComplete="current-password"
          />
        ) : (
          <p className={styles.muted}>{T.setPasswordHint}</p>
        )}
        <TextField
          label={T.newPassword}
          type="password"
          value={newPassword}
          onChange={edit(setNew)}
          description={T.newPasswordHint}
          autoComplete="new-password"
        />
        <TextField
          label={T.confirmPassword}
          type="password"
          value={confirm}
          onChange={edit(setConfirm)}
          autoComplete="new-password"
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" isDisabled={status?.isPending} isPending={status?.isPending}>
            {status?.isPending ? T.changingPassword : hasPassword ? T.changePassword : T.setPassword}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PhoneForm({
  current,
  status,
  countdown = 0,
  onSendPhoneCode,
  onBindPhone,
}: {
  current: string;
  status?: FormStatus;
  countdown?: number;
  onSendPhoneCode: SettingsViewProps['onSendPhoneCode'];
  onBindPhone: SettingsViewProps['onBindPhone'];
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const error = local ?? status?.error ?? null;
  const phoneOk = PHONE.test(phone.trim());
  const send = () => {
    if (!phoneOk) {
      setLocal(T.phoneInvalid);
      return;
    }
    setLocal(null);
    onSendPhoneCode(phone.trim());
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = !phoneOk ? T.phoneInvalid : /^\d{6}$/.test(code.trim()) ? null : T.codeInvalid;
    setLocal(refused);
    if (refused) return;
    if (await onBindPhone(phone.trim(), code.trim())) {
      setPhone('');
      setCode('');
    }
  };
  return (
    <section className={styles.card} aria-labelledby="settings-phone">
      <h2 id="settings-phone" className={styles.cardTitle}>
        {T.bindPhone}
      </h2>
      <p className={styles.muted}>{current ? T.currentPhone(current) : T.noPhone}</p>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <TextField
            className={styles.field}
            label={T.newPhone}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={phone}
            onChange={(v) => {
              setPhone(v);
              setLocal(null);
            }}
          />
          <Button variant="outline" isDisabled={countdown > 0} onPress={send}>
            {countdown > 0 ? T.resendIn(countdown) : T.sendCode}
          </Button>
        </div>
        <TextField
          label={T.code}
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(v) => {
            setCode(v);
            setLocal(null);
          }}
          autoComplete="one-time-code"
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" isDisabled={status?.isPending} isPending={status?.isPending}>
            {status?.isPending ? T.binding : T.bind}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /settings: the profile with the nickname editable, the password change and the phone binding. */
export function SettingsView({
  profile,
  isSaving,
  error,
  onSaveNickname,
  password,
  onChangePassword,
  phone,
  codeCountdown,
  onSendPhoneCode,
  onBindPhone,
  children,
}: SettingsViewProps) {
  const [nickname, setNickname] = useState(profile.nickname);
  useEffect(() => setNickname(profile.nickname), [profile.nickname]);
  const unchanged = nickname.trim() === profile.nickname;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!unchanged) onSaveNickname(nickname.trim());
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <section className={styles.card} aria-labelledby="settings-profile">
        <h2 id="settings-profile" className={styles.cardTitle}>
          {T.profile}
        </h2>
        <dl className={styles.fields}>
          <dt className={styles.term}>{T.phone}</dt>
          <dd className={styles.def}>{profile.phone || T.none}</dd>
          <dt className={styles.term}>{T.company}</dt>
          <dd className={styles.def}>{profile.companyName || T.none}</dd>
          <dt className={styles.term}>{T.userType}</dt>
          <dd className={styles.def}>{profile.userTypeLabel || T.none}</dd>
        </dl>
        <form className={styles.form} onSubmit={submit}>
          <TextField
            className={styles.field}
            label={T.nickname}
            description={T.nicknameHint}
            value={nickname}
            onChange={setNickname}
            isInvalid={Boolean(error)}
            errorMessage={error ?? undefined}
          />
          <Button type="submit" variant="primary" isDisabled={unchanged || isSaving} isPending={isSaving}>
            {isSaving ? T.saving : T.save}
          </Button>
        </form>
      </section>
      <PasswordForm hasPassword={profile.hasPassword} status={password} onChangePassword={onChangePassword} />
      <PhoneForm
        current={profile.phone}
        status={phone}
        countdown={codeCountdown}
        onSendPhoneCode={onSendPhoneCode}
        onBindPhone={onBindPhone}
      />
      {children}
    </div>
  );
}
