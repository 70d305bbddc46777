import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { renderSVG } from 'uqr';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskProducts, kioskShowroom } from './fixtures';
import { ListView } from './KioskViews';
import { kioskFrame, touchTap } from './kioskFrame';

const url = 'http://127.0.0.1:8080/kioskList?token=Qm9vdGhMaXN0VG9rZW5FeGFtcGxlMDAx';

const meta = {
  title: 'Kiosk/List',
  component: ListView,
  args: {
    t: KIOSK_TEXT.zh,
    online: true,
    showroom: kioskShowroom,
    products: kioskProducts.slice(0, 3),
    qrSvg: null,
    shareUrl: null,
    expires: null,
    queued: false,
    busy: false,
    onRemove: fn(),
    onMakeQr: fn(),
    onDone: fn(),
    onBack: fn(),
    onLanguage: fn(),
  },
} satisfies Meta<typeof ListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    touchTap(canvas.getByRole('button', { name: '生成二维码' }));
    await expect(args.onMakeQr).toHaveBeenCalled();
    touchTap(canvas.getByRole('button', { name: /移出 毛绒小熊公仔|移出 2.4G四轴无人机/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(501);
  },
};
export const PortraitWithQr: Story = {
  decorators: [kioskFrame('portrait')],
  args: { qrSvg: renderSVG(url), shareUrl: url, expires: '2026/11/28 15:00:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: url })).toBeInTheDocument();
    touchTap(canvas.getByRole('button', { name: '完成，清空清单' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};
export const Queued: Story = {
  decorators: [kioskFrame('landscape')],
  args: { online: false, queued: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/清单已保存，联网后自动生成二维码/)).toBeInTheDocument();
  },
};
