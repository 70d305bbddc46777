import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskProducts, kioskShowroom } from './fixtures';
import { ProductView } from './KioskViews';
import { kioskFrame, touchTap } from './kioskFrame';

const meta = {
  title: 'Kiosk/Product',
  component: ProductView,
  args: {
    t: KIOSK_TEXT.zh,
    lang: 'zh',
    online: true,
    showroom: kioskShowroom,
    product: kioskProducts[1] as (typeof kioskProducts)[number],
    inList: false,
    listCount: 0,
    onCollect: fn(),
    onBack: fn(),
    onLanguage: fn(),
    onList: fn(),
  },
} satisfies Meta<typeof ProductView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('img', { name: /图片 1\/3/ });
    await userEvent.pointer([
      { keys: '[TouchA>]', target: gallery, coords: { clientX: 700, clientY: 300 } },
      { pointerName: 'TouchA', target: gallery, coords: { clientX: 500, clientY: 300 } },
      { pointerName: 'TouchA', target: gallery, coords: { clientX: 300, clientY: 300 } },
      { keys: '[/TouchA]', target: gallery, coords: { clientX: 300, clientY: 300 } },
    ]);
    await waitFor(() => expect(canvas.getByRole('img', { name: /图片 2\/3/ })).toBeInTheDocument());
    const turned = canvas.getByRole('img', { name: /图片 2\/3/ });
    await userEvent.pointer([
      { keys: '[TouchA>]', target: turned, coords: { clientX: 400, clientY: 300 } },
      { keys: '[TouchB>]', target: turned, coords: { clientX: 500, clientY: 300 } },
      { pointerName: 'TouchB', target: turned, coords: { clientX: 650, clientY: 300 } },
      { keys: '[/TouchB]', target: turned, coords: { clientX: 650, clientY: 300 } },
      { keys: '[/TouchA]', target: turned, coords: { clientX: 400, clientY: 300 } },
    ]);
    await waitFor(() => expect(Number(canvas.getByRole('img', { name: /图片 2\/3/ }).dataset.zoom)).toBeGreaterThan(2));
    await expect(canvas.getByRole('img', { name: '1F 展位 1A11' })).toBeInTheDocument();
    touchTap(canvas.getByRole('button', { name: '加入清单' }));
    await expect(args.onCollect).toHaveBeenCalled();
  },
};
export const Portrait: Story = {
  decorators: [kioskFrame('portrait')],
  args: { inList: true, listCount: 3, lang: 'en', t: KIOSK_TEXT.en },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'In my list' })).toHaveAttribute('aria-pressed', 'true');
    touchTap(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
