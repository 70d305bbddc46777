import { loginActions } from '@wanju/api-client';
import { Box, LoginForm } from '@wanju/ui';
import { useNavigate } from 'react-router-dom';
import { session } from '../../app/session';

const actions = loginActions(session);

/** /login: phone + password, or phone + SMS code (spec §2 public route); home after signing in. */
export function LoginPage() {
  const navigate = useNavigate();
  const home = () => navigate('/', { replace: true });
  return (
    <Box display="flex" justifyContent="center" alignItems="center" paddingY="xxxl" background="background">
      <LoginForm
        onPasswordLogin={(phone, password) => actions.onPasswordLogin(phone, password).then(home)}
        onCodeLogin={(phone, code) => actions.onCodeLogin(phone, code).then(home)}
        onSendCode={actions.onSendCode}
      />
    </Box>
  );
}
