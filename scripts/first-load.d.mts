import type { Browser } from 'playwright-core';

export declare const WEIGHT_BUDGETS_KB: { buyer: number; factory: number; kiosk: number };
export declare const WEIGHT_CEILINGS_KB: Record<string, number>;
export declare const WEIGHT_PAGES: { name: string; app: 'buyer' | 'factory' | 'kiosk'; path: string }[];
export declare function measureFirstLoad(
  browser: Browser,
  url: string,
): Promise<{ files: { url: string; raw: number; gzip: number }[]; count: number; raw: number; gzip: number }>;
