import { registerScheduled } from '../platform/jobs/index';
import { nextDigestAt, sendFactoryDigest } from './service';

/** The factories' digest of new inquiries and supplements, run by the shared queue at each §9 slot. */
export const FACTORY_DIGEST_JOB = 'notifications.factory-digest';

registerScheduled(FACTORY_DIGEST_JOB, (_job, { ctx }) => sendFactoryDigest(ctx), nextDigestAt, {
  timeoutMs: 10 * 60_000,
});
