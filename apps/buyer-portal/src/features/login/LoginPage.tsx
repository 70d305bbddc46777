import { api, loginActions } from '@wanju/api-client';
import { ACCOUNT_MSG } from '@wanju/domain';
import { Box, Button, LoginForm, toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client, session } from '../../app/session';
import { BindCompanyView } from './BindCompanyView';
import { LOGIN_TEXT as T } from './messages';
import { RegisterView } from './RegisterView';

const actions = loginActions(session);

/**
 * /login: phone + password, or phone + SMS code (spec §2 public route); home after signing in.
 * ?mode=register: registration (captcha, SMS code), then binding a company; the new user lands signed in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const home = () => navigate('/', { replace: true });
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);

  const refreshCaptcha = useCallback(() => {
    client
      .call(api.system.sendCaptcha, {}, { silent: true })
      .then((c) => setCaptcha({ id: c.captcha_id, image: c.image }))
      .catch(() => setCaptcha(null));
  }, []);
  useEffect(() => {
    if (mode === 'register') refreshCaptcha();
  }, [mode, refreshCaptcha]);

  const bind = async (body: { mode: 'join'; code: string } | { mode: 'create'; name: string }) => {
    const info = await client.call(api.account.bindCompany, body, { needError: true });
    session.set(info);
    toast.success(
      body.mode === 'join'
        ? ACCOUNT_MSG.companyJoined(info.company_name)
        : ACCOUNT_MSG.companyCreated(info.company_name),
    );
    home();
  };

  let content = (
    <Box display="flex" flexDirection="column" alignItems="center" gap="md">
      <LoginForm
        onPasswordLogin={(phone, password) => actions.onPasswordLogin(phone, password).then(home)}
        onCodeLogin={(phone, code) => actions.onCodeLogin(phone, code).then(home)}
        onSendCode={actions.onSendCode}
      />
      <Button variant="link" onPress={() => setParams({ mode: 'register' })}>
        {T.toRegister}
      </Button>
    </Box>
  );
  if (mode === 'register') {
    content = (
      <RegisterView
        captchaImage={captcha?.image ?? null}
        onRefreshCaptcha={refreshCaptcha}
        onSendCode={async (phone, answer) => {
          const sent = await client.call(
            api.system.sendRegisterCode,
            { phone, captcha_id: captcha?.id ?? '', captcha: answer },
            { needError: true },
          );
          return sent.resend_after;
        }}
        onRegister={async (input) => {
          const info = await client.call(api.account.register, input, { needError: true });
          session.set(info);
          toast.success(ACCOUNT_MSG.registered);
          setParams({ mode: 'company' }, { replace: true });
        }}
        onToLogin={() => setParams({})}
      />
    );
  }
  if (mode === 'company' && session.state.token) {
    content = (
      <BindCompanyView
        onJoin={(code) => bind({ mode: 'join', code })}
        onCreate={(name) => bind({ mode: 'create', name })}
        onSkip={home}
      />
    );
  }
  return (
    <Box display="flex" justifyContent="center" alignItems="center" paddingY="xxxl" background="background">
      {content}
    </Box>
  );
}
