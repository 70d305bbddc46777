import { createAppSession } from '@wanju/app-shell';

/** The console's session: a -99 answer signs out, and the console shows its sign-in form again. */
export const appSession = createAppSession();
export const { client, start } = appSession;
