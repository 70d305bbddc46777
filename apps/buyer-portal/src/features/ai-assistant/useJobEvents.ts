import { createRealtime } from '@wanju/api-client';
import { useEffect, useRef } from 'react';
import { sessionState } from '../../app/session';

/**
 * Calls `onChange` whenever the server reports a change of one of the user's jobs on their channel (the
 * platform publishes every job change there); the pages poll as well, more slowly, so a dropped socket only
 * slows them down.
 */
export function useJobEvents(channel: string | null, onChange: (jobId: string) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!channel || typeof WebSocket === 'undefined') return;
    const socket = createRealtime({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`,
      token: () => sessionState.token,
    });
    socket.subscribe(channel, (event) => {
      const e = event as { type?: string; id?: string };
      if (e.type === 'job' && e.id) latest.current(e.id);
    });
    return () => socket.close();
  }, [channel]);
}
