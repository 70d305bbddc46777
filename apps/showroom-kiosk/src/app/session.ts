import { createAppSession } from '@wanju/app-shell';

/** The kiosk's session: a -99 answer signs out, and the kiosk shows its sign-in form again. */
export const appSession = createAppSession();
export const { publicConfig, start } = appSession;
