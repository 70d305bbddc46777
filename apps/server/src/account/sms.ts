import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../platform/http/context';

export type { SmsSender };

/** This build's sender: it logs the text. */
export function logSmsSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(phone, text) {
      log.info({ sms: { phone, text } }, 'sms sent (log sender)');
    },
  };
}
