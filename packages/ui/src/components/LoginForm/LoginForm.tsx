import { type FormEvent, useEffect, useState } from 'react';
import { UI_TEXT } from '../../messages';
import { Button } from '../Button/Button';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import * as styles from './LoginForm.css';

export type LoginMode = 'password' | 'code';

export interface LoginFormProps {
  title?: string;
  /** A message to show regardless of the last attempt (otherwise the last rejection's message is shown). */
  error?: string | null;
  isPending?: boolean;
  defaultMode?: LoginMode;
  /** Signs in; a rejection's message (the server's Chinese msg) is shown under the form. */
  onPasswordLogin: (phone: string, password: string) => void | Promise<unknown>;
  onCodeLogin: (phone: string, code: string) => void | Promise<unknown>;
  /** Sends a code; resolves with the seconds until the next one may be sent (60), or rejects with the message. */
  onSendCode: (phone: string) => Promise<number>;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** Sign-in by phone and password, or by phone and SMS code with a resend countdown. */
export function LoginForm({
  title = UI_TEXT.appName,
  error,
  isPending,
  defaultMode = 'password',
  onPasswordLogin,
  onCodeLogin,
  onSendCode,
}: LoginFormProps) {
  const [mode, setMode] = useState<LoginMode>(defaultMode);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);

  /** Runs an action and shows its rejection's message. */
  const run = async <T,>(action: () => T | Promise<T>): Promise<T | undefined> => {
    setLastError(null);
    try {
      return await action();
    } catch (reason) {
      setLastError(messageOf(reason));
      return undefined;
    }
  };

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      mode === 'password' ? onPasswordLogin(phone.trim(), password) : onCodeLogin(phone.trim(), code.trim()),
    );
  };

  const sendCode = async () => {
    const wait = await run(() => onSendCode(phone.trim()));
    if (wait) setCountdown(wait);
  };

  const shownError = error ?? lastError;

  const phoneField = (
    <TextField label={UI_TEXT.phone} value={phone} onChange={setPhone} type="tel" autoComplete="username" isRequired />
  );
  const errorLine = shownError ? (
    <p className={styles.error} role="alert">
      {shownError}
    </p>
  ) : null;

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key as LoginMode)}>
        <TabList aria-label={UI_TEXT.loginMode}>
          <Tab id="password">{UI_TEXT.passwordLogin}</Tab>
          <Tab id="code">{UI_TEXT.codeLogin}</Tab>
        </TabList>
        <TabPanel id="password">
          <form className={styles.form} onSubmit={submit}>
            {phoneField}
            <TextField
              label={UI_TEXT.password}
              value={password}
              onChange={setPassword}
              type="password"
              autoComplete="current-password"
              isRequired
            />
            {errorLine}
            <Button type="submit" variant="primary" size="lg" fullWidth isPending={isPending}>
              {UI_TEXT.login}
            </Button>
          </form>
        </TabPanel>
        <TabPanel id="code">
          <form className={styles.form} onSubmit={submit}>
            {phoneField}
            <div className={styles.codeRow}>
              <TextField
                label={UI_TEXT.verificationCode}
                value={code}
                onChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                isRequired
              />
              <Button variant="outline" isDisabled={countdown > 0 || !phone.trim()} onPress={sendCode}>
                {countdown > 0 ? UI_TEXT.resendIn(countdown) : UI_TEXT.sendCode}
              </Button>
            </div>
            {errorLine}
            <Button type="submit" variant="primary" size="lg" fullWidth isPending={isPending}>
              {UI_TEXT.login}
            </Button>
          </form>
        </TabPanel>
      </Tabs>
    </div>
  );
}
