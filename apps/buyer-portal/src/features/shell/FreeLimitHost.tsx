import { lazyPage } from '@wanju/app-shell';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { freeLimitState } from '../../app/session';

// Loaded when the limit is first met, not with the shell.
const FreeLimitPrompt = lazyPage(() => import('./FreeLimitPrompt').then((m) => m.FreeLimitPrompt));

/** Opens the kit's free-limit prompt when the client reports a free user's daily search limit. */
export function FreeLimitHost() {
  const { message } = useSnapshot(freeLimitState);
  const navigate = useNavigate();
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <FreeLimitPrompt
        isOpen
        onOpenChange={(open) => {
          if (!open) freeLimitState.message = null;
        }}
        message={message}
        onUpgrade={() => navigate('/help#member')}
      />
    </Suspense>
  );
}
