import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskProducts, kioskShowroom } from './fixtures';
import { AttractView } from './KioskViews';
import { kioskFrame, touchTap } from './kioskFrame';

const meta = {
  title: 'Kiosk/Attract',
  component: AttractView,
  args: { t: KIOSK_TEXT.zh, showroom: kioskShowroom, featured: kioskProducts.slice(0, 4), onStart: fn() },
} satisfies Meta<typeof AttractView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    touchTap(within(canvasElement).getByRole('button', { name: /轻触屏幕开始浏览/ }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const Portrait: Story = {
  decorators: [kioskFrame('portrait')],
  args: { t: KIOSK_TEXT.en },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Tap anywhere to start/ })).toBeInTheDocument();
  },
};
