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

describe('company binding, names by language, commonly used fields and tips', async () => {
  const a = await import('./account');

  it('checks a join code (any case, spaces ignored) or a new company name', () => {
    expect(a.normalizeJoinCode(' ab12 cd34 ')).toBe('AB12CD34');
    expect(a.validateCompanyBinding({ mode: 'join', code: 'ab12cd34' })).toBeNull();
    expect(a.validateCompanyBinding({ mode: 'join', code: '  ' })).toBe(a.ACCOUNT_MSG.companyCodeRequired);
    expect(a.validateCompanyBinding({ mode: 'join', code: 'AB12-CD34' })).toBe(a.ACCOUNT_MSG.companyCodeInvalid);
    expect(a.validateCompanyBinding({ mode: 'create', name: ' 澄海贸易 ' })).toBeNull();
    expect(a.validateCompanyBinding({ mode: 'create', name: ' ' })).toBe(a.ACCOUNT_MSG.companyNameRequired);
    expect(a.validateCompanyBinding({ mode: 'create', name: '玩'.repeat(a.COMPANY_NAME_MAX + 1) })).toBe(
      a.ACCOUNT_MSG.companyNameTooLong(a.COMPANY_NAME_MAX),
    );
  });

  it('shows name_en in English only where there is one', () => {
    expect(a.localName('遥控车', 'RC Car', 'en')).toBe('RC Car');
    expect(a.localName('遥控车', '  ', 'en')).toBe('遥控车');
    expect(a.localName('遥控车', null, 'en')).toBe('遥控车');
    expect(a.localName('遥控车', 'RC Car', 'zh')).toBe('遥控车');
  });

  it('takes known commonly used fields, at most the maximum', () => {
    expect(a.validateCommonlyFields(a.DEFAULT_COMMONLY_FIELDS)).toBeNull();
    expect(a.validateCommonlyFields(['article_number', 'colour'])).toBe(a.ACCOUNT_MSG.fieldUnknown('colour'));
    const all = a.COMMONLY_FIELDS.map((f) => f.key);
    expect(a.validateCommonlyFields(all.slice(0, a.COMMONLY_FIELDS_MAX))).toBeNull();
    expect(a.validateCommonlyFields(all.slice(0, a.COMMONLY_FIELDS_MAX + 1))).toBe(
      a.ACCOUNT_MSG.fieldsTooMany(a.COMMONLY_FIELDS_MAX),
    );
  });

  it('keeps a tip pending until display_tip marks it closed', () => {
    const names = Object.keys(a.NEW_FUNC_TIPS);
    expect(a.pendingTips({})).toEqual(names);
    expect(a.pendingTips(null)).toEqual(names);
    expect(a.pendingTips({ excel_search: 1 })).toEqual(names.filter((n) => n !== 'excel_search'));
  });
});
