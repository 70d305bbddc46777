/** §3 entities, with the spec's API field names (the wire format). */

/** §1: 0 main account, 1 salesperson, 2 administrator. */
export type UserType = 0 | 1 | 2;

/** §3 User info. */
export interface UserInfo {
  token: string;
  user_id: number;
  phone: string;
  company_id: number;
  /** 0 = ordinary */
  company_type: number;
  is_chvip: 0 | 1;
  is_new_version: 0 | 1;
  nickname: string;
  uc_nickname: string;
  avatar: string;
  user_type: UserType;
  company_name: string;
  chat_id: string;
  chat_user_sig: string;
  /** JSON of tip name to flags */
  display_tip: Record<string, unknown>;
  company_contact: string;
  company_telephone: string;
  company_mobile: string;
  software_type: number;
}
