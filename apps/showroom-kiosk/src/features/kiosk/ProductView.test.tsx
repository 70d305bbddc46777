import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskProducts, kioskShowroom } from './fixtures';
import { ProductView } from './KioskViews';

const props = (product: (typeof kioskProducts)[number]) => ({
  t: KIOSK_TEXT.zh,
  lang: 'zh' as const,
  online: true,
  showroom: kioskShowroom,
  product,
  inList: false,
  listCount: 0,
  onCollect: () => undefined,
  onBack: () => undefined,
  onLanguage: () => undefined,
  onList: () => undefined,
});

describe('a tapped product on the kiosk', () => {
  it('opens at its top, wherever the page or the previous product was scrolled to', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const [first, second] = kioskProducts as [(typeof kioskProducts)[number], (typeof kioskProducts)[number]];
    const view = render(<ProductView {...props(first)} />);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const detail = view.getByRole('region', { name: first.name }).parentElement as HTMLElement;
    detail.scrollTop = 200;
    scrollTo.mockClear();
    view.rerender(<ProductView {...props(second)} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(detail.scrollTop).toBe(0);
    scrollTo.mockRestore();
  });
});
