import type {
  CollectionAccount,
  ConfirmedQuotation,
  ContractOrder,
  IncomingPayment,
  PaymentAccountInfo,
  PaymentAccountLog,
  PaymentDocument,
  SandboxAccount,
  Settlement,
} from '@wanju/api-client';
import type { KycApplication, ReconciliationDay } from '@wanju/domain';

export const kyc: KycApplication = {
  company_name: '深圳市环球优品贸易有限公司',
  registration_number: '91440300MA5GXXXX2P',
  address: '广东省深圳市南山区科技园南区创维大厦A座1201',
  representative_name: '王建国',
  representative_id: '440301198001010011',
  representative_phone: '13800000001',
  owners: [{ name: '王建国', id_number: '440301198001010011', share: 70 }],
};

export const doc = (id: number, kind: PaymentDocument['kind'], kind_text: string, name: string): PaymentDocument => ({
  id,
  kind,
  kind_text,
  name,
  content_type: 'application/pdf',
  size: 182_340,
  create_time: '2026-11-20 10:12:00',
});

export const usd: CollectionAccount = {
  id: 1,
  currency: 'USD',
  bank_name: 'Sandbox Bank N.A.',
  bank_address: '1 Sandbox Plaza, New York, NY 10004, USA',
  account_name: 'Shenzhen Global Best Trading Co., Ltd.',
  account_number: '80417236589012',
  swift: 'SBXBUS33',
  routing_code: '026009593',
  balance_minor: 1_994_000,
  settling_minor: 500_000,
};
export const eur: CollectionAccount = {
  ...usd,
  id: 2,
  currency: 'EUR',
  bank_name: 'Sandbox Bank Europe AG',
  bank_address: 'Sandboxstraße 1, 60311 Frankfurt am Main, Germany',
  account_number: 'DE89370400440532013000',
  swift: 'SBXBDEFF',
  routing_code: '',
  balance_minor: 0,
  settling_minor: 0,
};

export const account = (over: Partial<PaymentAccountInfo> = {}): PaymentAccountInfo => ({
  status: 'ACTIVE',
  status_text: '已开通',
  login_token: 'sbx_lt_4f1c2a9be07d43c1a5',
  provider: 'sandbox',
  linked_time: '2026-11-18 09:30:00',
  kyc,
  kyc_documents: [
    doc(1, 'license', '营业执照', '营业执照.pdf'),
    doc(2, 'representative_id', '法定代表人身份证件', '身份证.png'),
  ],
  kyc_submitted_time: '2026-11-18 10:02:11',
  kyc_reason: '',
  collection_accounts: [usd, eur],
  may_change: true,
  ...over,
});

export const log: PaymentAccountLog[] = [
  { id: 3, event: 'provider', status: 'ACTIVE', status_text: '已开通', note: '', time: '2026-11-19 14:00:00' },
  { id: 2, event: 'submitKyc', status: 'UNDER_REVIEW', status_text: '审核中', note: '', time: '2026-11-18 10:02:11' },
  { id: 1, event: 'authorize', status: 'INIT', status_text: '待认证', note: '', time: '2026-11-18 09:30:00' },
];

export const days: ReconciliationDay[] = [
  {
    day: '2026-11-20',
    currency: 'USD',
    opening: 0,
    received: 2_000_000,
    fees: -6000,
    settled: 0,
    reversed: 0,
    closing: 1_994_000,
    provider_received: 2_000_000,
    ok: true,
  },
  {
    day: '2026-11-21',
    currency: 'USD',
    opening: 1_994_000,
    received: 0,
    fees: 0,
    settled: -500_000,
    reversed: 0,
    closing: 1_494_000,
    provider_received: 0,
    ok: true,
  },
];

export const payment = (id: number, over: Partial<IncomingPayment> = {}): IncomingPayment => ({
  id,
  currency: 'USD',
  amount_minor: 2_000_000,
  fee_minor: 6000,
  payer_name: 'ACME Toys Inc.',
  payer_country: 'United States',
  reference: 'PO-2026-118',
  contract_id: null,
  contract_number: '',
  status: 'received',
  received_time: '2026-11-20 22:15:08',
  ...over,
});

export const contract = (id: number, over: Partial<ContractOrder> = {}): ContractOrder => ({
  id,
  number: `HT-Q20261118-000${id}`,
  quotation_id: id,
  buyer_name: 'ACME Toys Inc.',
  currency: 'USD',
  amount_minor: 4_567_800,
  received_minor: 2_000_000,
  settled_minor: 500_000,
  goods: '遥控越野车1:16、益智积木城堡、毛绒泰迪熊30cm',
  goods_count: 3,
  status: 'part_paid',
  status_text: '部分收款',
  create_time: '2026-11-19 16:40:00',
  ...over,
});

export const quotations: ConfirmedQuotation[] = [
  {
    id: 7,
    number: 'Q20261118-0001',
    customer_name: 'ACME Toys Inc.',
    currency: 'USD',
    amount_minor: 4_567_800,
    goods: '遥控越野车1:16、益智积木城堡',
    goods_count: 2,
    refusal: '',
  },
  {
    id: 8,
    number: 'Q20261120-0002',
    customer_name: 'EuroPlay GmbH',
    currency: 'EUR',
    amount_minor: 1_234_500,
    goods: '毛绒泰迪熊30cm',
    goods_count: 1,
    refusal: '该报价单已生成合同订单',
  },
];

export const settlement = (id: number, over: Partial<Settlement> = {}): Settlement => ({
  id,
  contract_id: 1,
  contract_number: 'HT-Q20261118-0001',
  currency: 'USD',
  amount_minor: 500_000,
  rate: 7.1032,
  rmb_minor: 3_551_600,
  status: 'submitted',
  status_text: '处理中',
  reason: '',
  documents: [
    doc(3, 'contract', '贸易合同', 'contract.pdf'),
    doc(4, 'invoice', '商业发票', 'invoice.pdf'),
    doc(5, 'customs', '报关单', 'customs.pdf'),
  ],
  create_time: '2026-11-21 09:00:00',
  settled_time: null,
  ...over,
});

export const sandboxAccount = (over: Partial<SandboxAccount> = {}): SandboxAccount => ({
  account_id: 1,
  company_name: '深圳市环球优品贸易有限公司',
  status: 'UNDER_REVIEW',
  status_text: '审核中',
  kyc,
  kyc_documents: account().kyc_documents,
  submitted_time: '2026-11-18 10:02:11',
  collection_accounts: [],
  pending_settlements: [],
  ...over,
});
