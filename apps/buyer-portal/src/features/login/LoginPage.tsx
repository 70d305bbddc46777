import { api, errorMessage } from '@wanju/api-client';
import { Box, LoginForm } from '@wanju/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { client, session } from '../../app/session';

/** /login: phone + password, or phone + SMS code (spec §2 public route). */
export function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const login = async (body: { phone: string; password: string } | { phone: string; code: string }) => {
    setPending(true);
    setError(null);
    try {
      await session.login(body);
      navigate('/', { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  const sendCode = async (phone: string) => {
    setError(null);
    try {
      return (await client.call(api.account.sendVerificationCode, { phone }, { needError: true })).resend_after;
    } catch (e) {
      setError(errorMessage(e));
      return 0;
    }
  };

  return (
    <Box display="flex" justifyContent="center" alignItems="center" paddingY="xxxl" background="background">
      <LoginForm
        error={error}
        isPending={pending}
        onPasswordLogin={(phone, password) => login({ phone, password })}
        onCodeLogin={(phone, code) => login({ phone, code })}
        onSendCode={sendCode}
      />
    </Box>
  );
}
