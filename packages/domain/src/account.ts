import { MSG } from './messages';

/** A mainland mobile number: 11 digits starting with 1 (§1 sign-in, §7 phone binding). */
export const PHONE_PATTERN = /^1\d{10}$/;

/** Whether a text is a phone number by PHONE_PATTERN. */
export const isPhone = (text: string): boolean => PHONE_PATTERN.test(text);

/** Password length bounds for a new password (the spec gives none; these are the platform's). */
export const PASSWORD_RULE = { min: 8, max: 20 } as const;

/** A new password: 8–20 characters with at least one letter and one digit. Returns the message or null. */
export function validateNewPassword(password: string): string | null {
  const value = password ?? '';
  if (value.length < PASSWORD_RULE.min || value.length > PASSWORD_RULE.max) return MSG.passwordRule;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value) || /\s/.test(value)) return MSG.passwordRule;
  return null;
}

/**
 * The settings form's check of a password change before it is sent; a user without a password yet
 * (`hasPassword` false) sets a first one without an old one. Returns the first message or null.
 */
export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirm: string;
  hasPassword?: boolean;
}): string | null {
  const hasPassword = input.hasPassword ?? true;
  if (hasPassword && !input.oldPassword) return MSG.oldPasswordRequired;
  const rule = validateNewPassword(input.newPassword);
  if (rule) return rule;
  if (hasPassword && input.newPassword === input.oldPassword) return MSG.passwordSameAsOld;
  if (input.newPassword !== input.confirm) return MSG.passwordMismatch;
  return null;
}
