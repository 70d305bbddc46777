import type { SyncAccountInfo, SyncApplicationItem } from '@wanju/api-client';

/** Story fixtures of the trade-sync screens. */
export const approvedAccount: SyncAccountInfo = {
  id: 1,
  status: 'approved',
  status_text: '已开通',
  software_type: 1,
  company_contact: '王经理',
  company_telephone: '0755-88886666',
  company_mobilephone: '13800000001',
  remark: '报价单同步到业务部电脑上的贸易软件',
  review_remark: '已电话确认，桥接程序装在业务部电脑上',
  appkey: 'wj3f9a0c17d2b845e6',
  token: 'Yk2pQ0c9mVt3rX8sL1aZ4nB7wE5uJ6hG',
  local_ip: ['192.168.1.20', '192.168.1.21'],
  use_ip: '192.168.1.20',
  sync_count: 128,
  can_apply: true,
};

export const noAccount: SyncAccountInfo = {
  ...approvedAccount,
  id: null,
  status: 'none',
  status_text: '未申请',
  software_type: null,
  company_contact: '',
  company_telephone: '',
  company_mobilephone: '',
  remark: '',
  review_remark: '',
  appkey: '',
  token: '',
  local_ip: [],
  use_ip: '',
  sync_count: 0,
};

export const pendingAccount: SyncAccountInfo = {
  ...noAccount,
  id: 2,
  status: 'pending',
  status_text: '待审核',
  software_type: 5,
  company_contact: '李晓梅',
  company_mobilephone: '13800000002',
  remark: '自研外贸ERP（V3.2），需要对接报价单导入',
};

export const application = (id: number, over: Partial<SyncApplicationItem> = {}): SyncApplicationItem => ({
  id,
  company_id: 10 + id,
  company_name: '深圳市环球优品贸易有限公司',
  applicant_name: '王建国',
  status: 'pending',
  status_text: '待审核',
  software_type: 2,
  software_name: '贸易系统二',
  company_contact: '王经理',
  company_telephone: '0755-88886666',
  company_mobilephone: '13800000001',
  remark: '',
  review_remark: '',
  local_ip: [],
  appkey: '',
  sync_count: 0,
  created_time: '2026-11-20 10:12:00',
  reviewed_time: null,
  ...over,
});
