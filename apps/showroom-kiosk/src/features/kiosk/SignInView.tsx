import { type FormEvent, useState } from 'react';
import type { KioskText } from '../../app/i18n';
import * as styles from './Kiosk.css';

export interface SignInViewProps {
  t: KioskText;
  busy: boolean;
  error: string | null;
  onSignIn: (code: string) => void;
}

/** The device signs in with the code its hall's operator issued (not a person's account). */
export function SignInView({ t, busy, error, onSignIn }: SignInViewProps) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onSignIn(code.trim());
  };
  return (
    <main className={styles.screen}>
      <form className={styles.attract} onSubmit={submit} aria-label={t.signInTitle}>
        <h1 className={styles.heading}>{t.signInTitle}</h1>
        <p className={styles.muted}>{t.signInHint}</p>
        <input
          className={styles.input}
          aria-label={t.deviceCode}
          placeholder="XXXX-XXXX-XXXX"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <button type="submit" className={styles.big} data-primary disabled={busy || !code.trim()}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
    </main>
  );
}
