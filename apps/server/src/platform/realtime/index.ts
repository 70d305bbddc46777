export { audienceChannel, changeChannels, forwardChanges } from './changes';
export { NOTIFY_INLINE_LIMIT } from './fanout';
export {
  createRealtimeHub,
  DEFAULT_REALTIME_LIMITS,
  type Realtime,
  type RealtimeAuthenticate,
  type RealtimeAuthorise,
  type RealtimeLimits,
  type RealtimeShareResolve,
  type RealtimeUser,
} from './hub';
