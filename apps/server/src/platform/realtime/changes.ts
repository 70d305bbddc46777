import { type LiveChange, shareChannel } from '@wanju/api-client';
import type { ChangeAudience, EventBus, RecordChanged } from '../events/index';
import type { Realtime } from './hub';

/** The realtime channel of one audience of a change. */
export function audienceChannel(audience: ChangeAudience): string | null {
  if ('user' in audience) return audience.user > 0 ? `user:${audience.user}` : null;
  if ('company' in audience) return audience.company > 0 ? `company:${audience.company}` : null;
  if ('share' in audience) return shareChannel(audience.share.kind, audience.share.id);
  return audience.conversation ? `conversation:${audience.conversation}` : null;
}

/** The channels a change goes to: each audience's, once. */
export function changeChannels(change: RecordChanged): string[] {
  const audiences: readonly ChangeAudience[] = Array.isArray(change.audience)
    ? change.audience
    : [change.audience as ChangeAudience];
  const channels = new Set<string>();
  for (const audience of audiences) {
    const channel = audienceChannel(audience);
    if (channel) channels.add(channel);
  }
  return [...channels];
}

/**
 * The realtime fan-out follows the domain bus: every record change goes, as `{type:'change', kind, id}`, to
 * its audience's sockets on every server process. The change is already stored: a lost publish costs a
 * screen its refresh until the next change or reload.
 */
export function forwardChanges(bus: EventBus, realtime: Realtime, onError: (error: unknown) => void = () => {}) {
  return bus.on('record.changed', (change) => {
    const channels = changeChannels(change);
    if (!channels.length) return;
    const event: LiveChange = { type: 'change', kind: change.kind, id: change.id };
    realtime.publish(channels, event).catch(onError);
  });
}
