import { STORAGE_VERSION } from '@wanju/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocal, saveLocal } from './storage';

const isZoom = (v: unknown): v is number => typeof v === 'number' && v >= 50 && v <= 200;

afterEach(() => localStorage.clear());

describe('local values (§3 Stored locally)', () => {
  it('round-trips a value through localStorage with its version', () => {
    saveLocal('zoom', 120);
    expect(JSON.parse(localStorage.getItem('zoom') ?? '')).toEqual({ v: STORAGE_VERSION, value: 120 });
    expect(loadLocal('zoom', isZoom)).toBe(120);
  });

  it('drops a value of another shape instead of crashing', () => {
    localStorage.setItem('zoom', JSON.stringify({ v: STORAGE_VERSION, value: 'big' }));
    expect(loadLocal('zoom', isZoom)).toBeNull();
    expect(localStorage.getItem('zoom')).toBeNull();
  });
});
