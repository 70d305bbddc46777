import { IMPORT_MSG } from '@wanju/domain';
import { registerWorker } from '../platform/jobs/index';
import { removeImportFiles } from './files';
import * as repo from './repo';
import { runImport } from './run';

/** The queue kind of an import. */
export const IMPORT_JOB = 'import_rows';

registerWorker<{ id: string }>(IMPORT_JOB, (job, context) => runImport(context.ctx, job.payload.id, context), {
  failedMessage: IMPORT_MSG.failed,
  // The files go with the job when the queue's retention removes it.
  async cleanup(job, ctx) {
    await removeImportFiles(ctx, job.payload.id);
    await repo.updateImport(ctx.database.db, job.payload.id, { report_key: null });
  },
});
