import { Button, TextField } from '@wanju/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { SETTINGS_TEXT as T } from './messages';
import * as styles from './Settings.css';

export interface SettingsProfile {
  nickname: string;
  phone: string;
  companyName: string;
  userTypeLabel: string;
}

export interface SettingsViewProps {
  profile: SettingsProfile;
  isSaving?: boolean;
  /** The server's message when saving failed ('昵称不能为空', '昵称最多20个字' …). */
  error?: string | null;
  onSaveNickname: (nickname: string) => void;
}

/** /settings: the profile, with the nickname editable (update_user_config). */
export function SettingsView({ profile, isSaving, error, onSaveNickname }: SettingsViewProps) {
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
    </div>
  );
}
