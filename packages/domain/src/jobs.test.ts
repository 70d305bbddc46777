import { describe, expect, it } from 'vitest';
import { isJobExpired, isJobFinished, JOB_RETENTION_DAYS, jobCallback, jobRetryDelayMs } from './jobs';
import { DAY_MS, HOUR_MS } from './time';

describe('background jobs', () => {
  it('§4 get_callback: -100 on failure or cancel, 100 with the link once done, below 100 while running', () => {
    expect(jobCallback({ status: 'failed', progress: 40 })).toEqual({ progress: -100, link: '' });
    expect(jobCallback({ status: 'cancelled', progress: 0 })).toEqual({ progress: -100, link: '' });
    expect(jobCallback({ status: 'done', progress: 100, result: { link: '/files/a.xlsx' } })).toEqual({
      progress: 100,
      link: '/files/a.xlsx',
    });
    expect(jobCallback({ status: 'done', progress: 100, result: null })).toEqual({ progress: 100, link: '' });
    expect(jobCallback({ status: 'running', progress: 100 })).toEqual({ progress: 99, link: '' });
    expect(jobCallback({ status: 'queued', progress: -3 })).toEqual({ progress: 0, link: '' });
    expect(jobCallback({ status: 'running', progress: 42.7 })).toEqual({ progress: 42, link: '' });
  });

  it('§9 finished jobs are kept as long as the export history (30 days)', () => {
    expect(JOB_RETENTION_DAYS).toBe(30);
    const now = new Date('2026-11-30T00:00:00Z');
    expect(isJobExpired(new Date(now.getTime() - 30 * DAY_MS), now)).toBe(false);
    expect(isJobExpired(new Date(now.getTime() - 30 * DAY_MS - 1), now)).toBe(true);
    expect(isJobFinished('done') && isJobFinished('failed') && isJobFinished('cancelled')).toBe(true);
    expect(isJobFinished('queued') || isJobFinished('running')).toBe(false);
  });

  it('retries back off exponentially from 10 s up to an hour', () => {
    expect([1, 2, 3, 4].map(jobRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(jobRetryDelayMs(50)).toBe(HOUR_MS);
    expect(jobRetryDelayMs(0)).toBe(10_000);
  });
});
