import { api, errorMessage } from '@wanju/api-client';
import { Box, LoginForm } from '@wanju/ui';
import { useState } from 'react';
import { session } from './session';

export function SignIn({ title }: { title: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const login = (body: { phone: string; password: string } | { phone: string; code: string }) => {
    setPending(true);
    setError(null);
    session
      .login(body)
      .catch((e) => setError(errorMessage(e)))
      .finally(() => setPending(false));
  };
  return (
    <Box display="flex" justifyContent="center" paddingY="xxxl">
      <LoginForm
        title={title}
        error={error}
        isPending={pending}
        onPasswordLogin={(phone, password) => login({ phone, password })}
        onCodeLogin={(phone, code) => login({ phone, code })}
        onSendCode={(phone) =>
          session.client
            .call(api.account.sendVerificationCode, { phone }, { needError: true })
            .then((r) => r.resend_after)
            .catch((e) => {
              setError(errorMessage(e));
              return 0;
            })
        }
      />
    </Box>
  );
}
