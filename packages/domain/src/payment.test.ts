import { describe, expect, it } from 'vitest';
import { PAYMENT_TARGET_LABELS, paymentAccountRoute } from './payment';

describe('§4 payment account routing', () => {
  it.each(['INIT', 'SUSPENDED', 'UNDER_REVIEW'] as const)('%s → KYC page', (status) => {
    expect(paymentAccountRoute({ code: 0, data: { status, login_token: 'lt' } }, 'collectionList')).toEqual({
      page: 'kyc',
      loginToken: 'lt',
    });
  });
  it('ACTIVE → the requested page', () => {
    for (const target of Object.keys(PAYMENT_TARGET_LABELS) as (keyof typeof PAYMENT_TARGET_LABELS)[]) {
      expect(paymentAccountRoute({ code: 0, data: { status: 'ACTIVE', login_token: '' } }, target)).toEqual({
        page: 'target',
        target,
        loginToken: null,
      });
    }
  });
  it('notAuthorization, code -1004 or empty data → authorisation page', () => {
    expect(paymentAccountRoute({ code: 0, data: { status: 'notAuthorization' } }, 'contractList')).toEqual({
      page: 'authorization',
    });
    expect(paymentAccountRoute({ code: -1004, data: { status: 'ACTIVE' } }, 'contractList')).toEqual({
      page: 'authorization',
    });
    expect(paymentAccountRoute({ code: 0, data: null }, 'contractList')).toEqual({ page: 'authorization' });
    expect(paymentAccountRoute({ code: 0 }, 'contractList')).toEqual({ page: 'authorization' });
    expect(paymentAccountRoute({ code: 0, data: {} }, 'contractList')).toEqual({ page: 'authorization' });
  });
});
