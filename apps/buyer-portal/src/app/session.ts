import { createAppSession } from '@wanju/app-shell';

/**
 * The portal's session (§3, §7, §8): token and user info, the API client, the free user's daily-limit
 * message, the public config; a -99 answer sends the user home (the router replaces `navigation.goHome`).
 */
export const { session, client, sessionState, freeLimitState, publicConfig, navigation, start, logout } =
  createAppSession({ home: '/' });
