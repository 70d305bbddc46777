import { describe, expect, it } from 'vitest';
import {
  applyCompareEdit,
  CHASE_INTERVAL_MS,
  COMPARE_MAX,
  canInquireAgain,
  cartTotals,
  chaseRefusal,
  factoryRequestTransition,
  findSampleAnswerRefusal,
  groupByFactory,
  INQUIRY_MSG,
  inquiryLines,
  MAX_IDS_PER_CALL,
  quotedPriceUnit,
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_DAYS,
  STATUS_LABELS,
  shareExpiresAt,
  shareLinkState,
  validateChooseName,
  validateCustomerName,
  validateIdBatch,
  validateInquiryDraft,
  WORKING_SET_MSG,
} from './working-set';

const DAY = 24 * 3600_000;

describe('id batches: 1…1000 ids, no duplicates', () => {
  it('accepts a clean batch and the limit itself', () => {
    expect(validateIdBatch([1, 2, 3])).toBeNull();
    expect(validateIdBatch(Array.from({ length: MAX_IDS_PER_CALL }, (_, i) => i + 1))).toBeNull();
  });
  it('refuses empty, too many and duplicates with Chinese messages', () => {
    expect(validateIdBatch([])).toBe(WORKING_SET_MSG.noProducts);
    expect(validateIdBatch(Array.from({ length: 1001 }, (_, i) => i + 1))).toBe('一次最多操作1000款产品');
    expect(validateIdBatch([1, 2, 3], 2)).toBe('一次最多操作2款产品');
    expect(validateIdBatch([5, 6, 5, 7, 6, 5])).toBe('同一次操作中产品重复：5、6');
    expect(WORKING_SET_MSG.unknownProducts([7, 8])).toBe('产品不存在或已下架：7、8');
  });
});

describe('groupByFactory: one inquiry/supplement per factory', () => {
  it('keeps factories in order of first appearance', () => {
    const groups = groupByFactory([
      { id: 1, factory_id: 9 },
      { id: 2, factory_id: 3 },
      { id: 3, factory_id: 9 },
    ]);
    expect(groups.map((g) => g.factory_id)).toEqual([9, 3]);
    expect(groups[0]?.items.map((i) => i.id)).toEqual([1, 3]);
    expect(groupByFactory([])).toEqual([]);
  });
});

describe('names', () => {
  it('customer names: required, at most 50 characters', () => {
    expect(validateCustomerName('  ')).toBe(WORKING_SET_MSG.customerNameRequired);
    expect(validateCustomerName(undefined as unknown as string)).toBe(WORKING_SET_MSG.customerNameRequired);
    expect(validateCustomerName('美国ABC玩具公司')).toBeNull();
    expect(validateCustomerName('客'.repeat(51))).toBe(WORKING_SET_MSG.customerNameTooLong);
  });
  it('selection list names: required, at most 30 characters', () => {
    expect(validateChooseName('')).toBe(WORKING_SET_MSG.chooseNameRequired);
    expect(validateChooseName(null as unknown as string)).toBe(WORKING_SET_MSG.chooseNameRequired);
    expect(validateChooseName('春季新品')).toBeNull();
    expect(validateChooseName('选'.repeat(31))).toBe(WORKING_SET_MSG.chooseNameTooLong);
  });
});

describe('compare list: at most 10', () => {
  it('sets, adds and removes', () => {
    expect(applyCompareEdit([1, 2], [3, 3, 4], 'set')).toEqual({ ids: [3, 4], error: null });
    expect(applyCompareEdit([1, 2], [2, 3], 'add')).toEqual({ ids: [1, 2, 3], error: null });
    expect(applyCompareEdit([1, 2, 3], [2], 'remove')).toEqual({ ids: [1, 3], error: null });
  });
  it('refuses an 11th product and keeps the list', () => {
    const full = Array.from({ length: COMPARE_MAX }, (_, i) => i + 1);
    expect(applyCompareEdit(full, [99], 'add')).toEqual({ ids: full, error: '最多对比10款产品' });
  });
});

describe('chases and re-inquiries', () => {
  const now = new Date('2025-03-01T04:00:00Z');
  it('refuses finished records and chases within an hour', () => {
    expect(chaseRefusal('answered', null, now)).toBe(WORKING_SET_MSG.chaseFinished);
    expect(chaseRefusal('completed', null, now)).toBe(WORKING_SET_MSG.chaseFinished);
    expect(chaseRefusal('sent', new Date(now.getTime() - CHASE_INTERVAL_MS + 1), now)).toBe(
      WORKING_SET_MSG.chaseTooSoon,
    );
    expect(chaseRefusal('read', new Date(now.getTime() - CHASE_INTERVAL_MS), now)).toBeNull();
    expect(chaseRefusal('open', null, now)).toBeNull();
  });
  it('inquires again only after an answer or closing', () => {
    expect(canInquireAgain('answered')).toBe(true);
    expect(canInquireAgain('closed')).toBe(true);
    expect(canInquireAgain('sent')).toBe(false);
  });
  it('labels every status in Chinese', () => {
    expect(STATUS_LABELS.read).toBe('工厂已读');
    expect(STATUS_LABELS.completed).toBe('已完成');
  });
});

describe('share links', () => {
  const now = new Date('2025-03-01T04:00:00Z');
  it('expire after 7 days by default, 1…90 days when asked', () => {
    expect(shareExpiresAt(now).getTime() - now.getTime()).toBe(SHARE_DEFAULT_DAYS * DAY);
    expect(shareExpiresAt(now, 0).getTime() - now.getTime()).toBe(DAY);
    expect(shareExpiresAt(now, 1000).getTime() - now.getTime()).toBe(SHARE_MAX_DAYS * DAY);
    expect(shareExpiresAt(now, Number.NaN).getTime() - now.getTime()).toBe(SHARE_DEFAULT_DAYS * DAY);
  });
  it('are active, expired, revoked or absent', () => {
    const later = new Date(now.getTime() + DAY);
    expect(shareLinkState({ revoked: false, expiresAt: null }, now)).toBe('none');
    expect(shareLinkState({ revoked: true, expiresAt: later }, now)).toBe('revoked');
    expect(shareLinkState({ revoked: false, expiresAt: later }, now)).toBe('active');
    expect(shareLinkState({ revoked: false, expiresAt: now }, now)).toBe('expired');
  });
});

describe('cart totals', () => {
  it('sums cartons, pieces, CBM, weights and amount', () => {
    const totals = cartTotals([
      {
        quantity: 2,
        exworks_price: 10.5,
        carton_quantity: 24,
        carton_length: 60,
        carton_width: 40,
        carton_height: 50,
        gross_weight: 12.5,
        net_weight: '10',
      },
      { quantity: 1, exworks_price: '3', carton_cubic_meter: '0.05', carton_quantity: null, gross_weight: null },
    ]);
    expect(totals).toEqual({
      products: 2,
      cartons: 3,
      pieces: 49,
      cbm: 0.29,
      gross_weight: 25,
      net_weight: 20,
      amount: 507,
    });
  });
  it('is zero for an empty cart and ignores nonsense numbers', () => {
    expect(cartTotals([]).cbm).toBe(0);
    expect(cartTotals([{ quantity: -1, exworks_price: 'x' }]).amount).toBe(0);
  });
});

describe('factory console: what a factory does with the requests it received', () => {
  it('reading marks a sent request read and leaves later statuses', () => {
    expect(factoryRequestTransition('inquiry', 'sent', 'read')).toEqual({ status: 'read', error: null });
    expect(factoryRequestTransition('supplement', 'sent', 'read')).toEqual({ status: 'read', error: null });
    expect(factoryRequestTransition('inquiry', 'answered', 'read')).toEqual({ status: 'answered', error: null });
  });
  it('answers and closes inquiries only; a closed inquiry takes nothing more', () => {
    expect(factoryRequestTransition('inquiry', 'sent', 'answer').status).toBe('answered');
    expect(factoryRequestTransition('inquiry', 'answered', 'answer').status).toBe('answered');
    expect(factoryRequestTransition('inquiry', 'read', 'close').status).toBe('closed');
    expect(factoryRequestTransition('inquiry', 'closed', 'answer').error).toBe(WORKING_SET_MSG.inquiryClosed);
    expect(factoryRequestTransition('inquiry', 'closed', 'close').error).toBe(WORKING_SET_MSG.inquiryClosed);
    expect(factoryRequestTransition('supplement', 'read', 'answer').error).toBe(WORKING_SET_MSG.supplementNoAnswer);
  });
  it('find-sample requests take answers until closed', () => {
    expect(findSampleAnswerRefusal('open')).toBeNull();
    expect(findSampleAnswerRefusal('answered')).toBeNull();
    expect(findSampleAnswerRefusal('closed')).toBe(WORKING_SET_MSG.findSampleClosed);
  });
});

describe('the inquiry form', () => {
  const draft = (over: Partial<Parameters<typeof validateInquiryDraft>[0]> = {}) => ({
    lines: [{ toy_id: 1, quantity: 12, target_price: 3.5 }],
    currency: 'USD',
    remark: '',
    deadline: '',
    sample_needed: false,
    ...over,
  });
  it('prefills quantities from the cart (at least one), one line per product', () => {
    expect(
      inquiryLines([
        { toy_id: 1, quantity: 12 },
        { toy_id: 2, quantity: 0 },
        { toy_id: 1, quantity: 3 },
        { toy_id: 3 },
      ]),
    ).toEqual([
      { toy_id: 1, quantity: 12, target_price: null },
      { toy_id: 2, quantity: 1, target_price: null },
      { toy_id: 3, quantity: 1, target_price: null },
    ]);
  });
  it('accepts a complete form and a deadline of today', () => {
    expect(validateInquiryDraft(draft(), '2026-11-25')).toBeNull();
    expect(validateInquiryDraft(draft({ deadline: '2026-11-25' }), '2026-11-25')).toBeNull();
  });
  it('refuses a bad quantity, target price, currency, remark or deadline', () => {
    const today = '2026-11-25';
    expect(validateInquiryDraft(draft({ lines: [] }), today)).toBe(WORKING_SET_MSG.noProducts);
    expect(validateInquiryDraft(draft({ lines: [{ toy_id: 1, quantity: 0 }] }), today)).toBe(
      INQUIRY_MSG.quantityInvalid,
    );
    expect(validateInquiryDraft(draft({ lines: [{ toy_id: 1, quantity: 1.5 }] }), today)).toBe(
      INQUIRY_MSG.quantityInvalid,
    );
    expect(validateInquiryDraft(draft({ lines: [{ toy_id: 1, quantity: 1, target_price: 0 }] }), today)).toBe(
      INQUIRY_MSG.targetPriceInvalid,
    );
    expect(validateInquiryDraft(draft({ currency: 'XYZ' }), today)).toBe(INQUIRY_MSG.currencyInvalid);
    expect(validateInquiryDraft(draft({ remark: '字'.repeat(501) }), today)).toBe(INQUIRY_MSG.remarkTooLong);
    expect(validateInquiryDraft(draft({ deadline: '2026-02-30' }), today)).toBe(INQUIRY_MSG.deadlineInvalid);
    expect(validateInquiryDraft(draft({ deadline: '2026-11-24' }), today)).toBe(INQUIRY_MSG.deadlinePast);
  });
});

describe('the unit of a quoted price', () => {
  it('reads CTN for a carton price whatever the product unit, else the unit (PCS when none)', () => {
    expect(quotedPriceUnit('carton', 'pcs')).toBe('CTN');
    expect(quotedPriceUnit('piece', 'set')).toBe('SET');
    expect(quotedPriceUnit('piece', '')).toBe('PCS');
    expect(quotedPriceUnit('piece', null)).toBe('PCS');
  });
});
