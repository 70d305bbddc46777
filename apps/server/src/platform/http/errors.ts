import { CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';

/** A refusal a service throws; the app's error handler turns it into the envelope (HTTP 200 unless `status`). */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const businessError = (message: string, data: unknown = null) => new AppError(CODE.business, message, 200, data);

/** A record that does not exist, or is not the caller's to see: one answer, so ids reveal nothing. */
export const notFound = (message: string = MSG.recordNotFound) => new AppError(CODE.notFound, message);
