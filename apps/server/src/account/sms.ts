import type { FastifyBaseLogger } from 'fastify';

/** Sends an SMS. This build logs it; a real provider implements the same interface. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function logSmsSender(log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(phone, text) {
      log.info({ sms: { phone, text } }, 'sms sent (log sender)');
    },
  };
}
