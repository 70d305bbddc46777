import { describe, expect, it } from 'vitest';
import type { SampleCart } from './entities';
import { apiFieldName, FIELD_NAMES, fromApi, toApi } from './fields';

describe('API field names ↔ code names in one place (STYLE §6)', () => {
  const cart: SampleCart = {
    id: 1,
    name: '春季',
    customer_id: 2,
    customer_name: '客户',
    remark: '',
    is_default: 1,
    toy_count: 5,
    created_time: '2024-05-01 10:00:00',
  };
  it('maps a sample cart both ways', () => {
    const model = fromApi('sampleCart', cart);
    expect(model).toEqual({
      id: 1,
      name: '春季',
      customerId: 2,
      customerName: '客户',
      remark: '',
      isDefault: 1,
      productCount: 5,
      createdTime: '2024-05-01 10:00:00',
    });
    expect(toApi('sampleCart', model)).toEqual(cart);
  });
  it('drops unknown fields and keeps missing ones missing', () => {
    expect(fromApi('addToCart', { ids: [1], customer_pick_id: 3, extra: 1 } as never)).toEqual({
      productIds: [1],
      cartId: 3,
    });
    expect(toApi('quoteItem', { exworksPrice: 1 })).toEqual({ exworks_price: 1 });
  });
  it('every map is one-to-one', () => {
    for (const map of Object.values(FIELD_NAMES)) {
      const wire = Object.values(map);
      expect(new Set(wire).size).toBe(wire.length);
    }
    expect(apiFieldName('quoteItem', 'productId')).toBe('toy_id');
    expect(apiFieldName('addToCart', 'cartId')).toBe('customer_pick_id');
  });
});
