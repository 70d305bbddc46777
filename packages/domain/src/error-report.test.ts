import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_MSG, validateErrorReport } from './error-report';

describe('product error report (edit_error)', () => {
  it('needs a type and a description of at most 500 characters', () => {
    expect(validateErrorReport({ types: [], content: '价格不对' })).toBe(ERROR_REPORT_MSG.typeRequired);
    expect(validateErrorReport({ types: ['price'], content: '   ' })).toBe(ERROR_REPORT_MSG.contentRequired);
    expect(validateErrorReport({ types: ['price'], content: '错'.repeat(501) })).toBe(ERROR_REPORT_MSG.contentTooLong);
    expect(validateErrorReport({ types: ['price'], content: '错'.repeat(500) })).toBeNull();
  });
});
