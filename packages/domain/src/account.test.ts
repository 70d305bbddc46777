import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePasswordChange } from './account';
import { MSG } from './messages';

describe('new password rule (personal settings)', () => {
  it('takes 8–20 characters with a letter and a digit', () => {
    expect(validateNewPassword('abc12345')).toBeNull();
    expect(validateNewPassword('a1'.repeat(10))).toBeNull();
    for (const bad of ['abc1234', 'a1'.repeat(10) + 'x', '12345678', 'abcdefgh', 'abc 12345', '']) {
      expect(validateNewPassword(bad)).toBe(MSG.passwordRule);
    }
  });

  it('checks the change form in order: old password, rule, same as old, confirmation', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abc12345', confirm: 'abc12345' })).toBe(
      MSG.oldPasswordRequired,
    );
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'short1', confirm: 'short1' })).toBe(
      MSG.passwordRule,
    );
    expect(validatePasswordChange({ oldPassword: 'abc12345', newPassword: 'abc12345', confirm: 'abc12345' })).toBe(
      MSG.passwordSameAsOld,
    );
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abc12345', confirm: 'abc12346' })).toBe(
      MSG.passwordMismatch,
    );
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abc12345', confirm: 'abc12345' })).toBeNull();
  });

  it('sets a first password without an old one, still by the rule and the confirmation', () => {
    const first = { oldPassword: '', hasPassword: false };
    expect(validatePasswordChange({ ...first, newPassword: 'abc12345', confirm: 'abc12345' })).toBeNull();
    expect(validatePasswordChange({ ...first, newPassword: 'abc1', confirm: 'abc1' })).toBe(MSG.passwordRule);
    expect(validatePasswordChange({ ...first, newPassword: 'abc12345', confirm: 'abc12346' })).toBe(
      MSG.passwordMismatch,
    );
  });
});
