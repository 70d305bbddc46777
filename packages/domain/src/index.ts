export type { UserInfo, UserType } from './entities';
export { MSG, type MessageKey } from './messages';
export { isCompanyUser, isOrdinaryUser, USER_TYPE_LABELS, userTypeLabel } from './roles';
