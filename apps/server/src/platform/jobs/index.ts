// One queue for every long task: areas register a worker per kind and enqueue jobs; the runner started with
// the server claims them (see runner.ts); a scheduled kind keeps one pending run (see schedule.ts); progress is polled through getJob or heard through onJobChange.
export {
  cancelJob,
  claimJob,
  type EnqueueOptions,
  enqueue,
  getJob,
  type Job,
  type JobOwner,
  jobsDb,
  type QueueStats,
  queueStats,
} from './queue';
export { type JobContext, type JobHandler, registeredKinds, registerWorker, type WorkerOptions } from './registry';
export { type JobRunner, type RunnerOptions, startJobRunner } from './runner';
export { type NextRunAt, registerScheduled, schedule } from './schedule';
export { JOB_EVENT, type JobChange, type JobChangeListener, onJobChange, runnerHealth } from './state';
