import { FreeLimitPrompt } from '@wanju/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { freeLimitState } from '../../app/session';

/** Opens the kit's free-limit prompt when the client reports a free user's daily search limit. */
export function FreeLimitHost() {
  const { message } = useSnapshot(freeLimitState);
  const navigate = useNavigate();
  return (
    <FreeLimitPrompt
      isOpen={message !== null}
      onOpenChange={(open) => {
        if (!open) freeLimitState.message = null;
      }}
      message={message ?? ''}
      onUpgrade={() => navigate('/help#member')}
    />
  );
}
