import { Button, TextField } from '@wanju/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { LOGIN_TEXT as T } from './messages';
import * as styles from './Register.css';

export interface RegisterInput {
  phone: string;
  code: string;
  password?: string;
  nickname?: string;
}

export interface RegisterViewProps {
  /** The captcha picture (a data: URL), or null while it loads. */
  captchaImage: string | null;
  onRefreshCaptcha: () => void;
  /** Sends the SMS code after the captcha; resolves with the seconds until the next, rejects with the message. */
  onSendCode: (phone: string, captcha: string) => Promise<number>;
  /** Registers and signs in; rejects with the message. */
  onRegister: (input: RegisterInput) => Promise<unknown>;
  onToLogin: () => void;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** Registration: phone, the picture captcha, the SMS code, an optional password and nickname. */
export function RegisterView({ captchaImage, onRefreshCaptcha, onSendCode, onRegister, onToLogin }: RegisterViewProps) {
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    setError(null);
    try {
      setCountdown(await onSendCode(phone.trim(), captcha.trim()));
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      // A captcha serves once, right or wrong.
      setCaptcha('');
      onRefreshCaptcha();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await onRegister({
        phone: phone.trim(),
        code: code.trim(),
        ...(password ? { password } : {}),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit}>
      <h1 className={styles.title}>{T.registerTitle}</h1>
      <TextField label={T.phone} value={phone} onChange={setPhone} type="tel" autoComplete="username" isRequired />
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={T.captcha}
          value={captcha}
          onChange={setCaptcha}
          inputMode="numeric"
          maxLength={4}
        />
        <button type="button" className={styles.captcha} onClick={onRefreshCaptcha} title={T.captchaRefresh}>
          {captchaImage ? <img src={captchaImage} alt={T.captchaAlt} width={120} height={40} /> : T.captchaRefresh}
        </button>
      </div>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={T.code}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
        />
        <Button
          variant="outline"
          isDisabled={countdown > 0 || !phone.trim() || captcha.trim().length < 4}
          onPress={() => void sendCode()}
        >
          {countdown > 0 ? T.resendIn(countdown) : T.sendCode}
        </Button>
      </div>
      <TextField
        label={T.password}
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="new-password"
      />
      <TextField label={T.nickname} value={nickname} onChange={setNickname} maxLength={20} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" fullWidth isDisabled={pending}>
        {T.register}
      </Button>
      <div className={styles.links}>
        <Button variant="link" onPress={onToLogin}>
          {T.toLogin}
        </Button>
      </div>
    </form>
  );
}
