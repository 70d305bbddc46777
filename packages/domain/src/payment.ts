import type { PaymentAccount, PaymentAccountStatus } from './entities';

/** §4: the pages a user can ask for through the payment provider. */
export type PaymentTarget = 'addTradeMaterials' | 'collectionList' | 'virtualAccountList' | 'contractList';

export const PAYMENT_TARGET_LABELS: Record<PaymentTarget, string> = {
  addTradeMaterials: '添加贸易材料',
  collectionList: '收款列表',
  virtualAccountList: '虚拟账户列表',
  contractList: '合同列表',
};

/** §7: the provider's code for an account not yet authorised. */
export const PAYMENT_NOT_AUTHORIZED_CODE = -1004;

/** Where a payment-provider request goes. */
export type PaymentRoute =
  | { page: 'kyc'; loginToken: string | null }
  | { page: 'target'; target: PaymentTarget; loginToken: string | null }
  | { page: 'authorization' };

const KYC_STATUSES: readonly PaymentAccountStatus[] = ['INIT', 'SUSPENDED', 'UNDER_REVIEW'];

/**
 * §4 payment account routing: INIT, SUSPENDED, UNDER_REVIEW → the identity-verification (KYC) page;
 * ACTIVE → the requested page; notAuthorization, code -1004, empty data (or any unknown status) →
 * the authorisation/login page.
 */
export function paymentAccountRoute(
  response: { code: number; data?: Partial<PaymentAccount> | null },
  target: PaymentTarget,
): PaymentRoute {
  const data = response.data;
  if (response.code === PAYMENT_NOT_AUTHORIZED_CODE || !data || !data.status) return { page: 'authorization' };
  const loginToken = data.login_token || null;
  if (KYC_STATUSES.includes(data.status)) return { page: 'kyc', loginToken };
  if (data.status === 'ACTIVE') return { page: 'target', target, loginToken };
  return { page: 'authorization' };
}
