import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FactoryPreviewView } from './FactoryPreviewView';
import { detailFixture } from './fixtures';

const meta = {
  title: 'Factory/FactoryPreview',
  component: FactoryPreviewView,
  args: { state: 'ready', factory: detailFixture, onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof FactoryPreviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page buyers see: contacts, badges, main categories, booth and pictures; back to editing. */
export const AsBuyersSeeIt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: detailFixture.name })).toBeVisible();
    await expect(canvas.getByText('林志强')).toBeVisible();
    await expect(canvas.getByText('13800000005')).toBeVisible();
    await expect(canvas.getByText('遥控飞机/无人机')).toBeVisible();
    await expect(canvas.getByText('汕头澄海 星辉玩具展厅 A区 12号')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回编辑' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
/** Long Chinese text and no pictures. */
export const LongTextNoPictures: Story = {
  args: {
    factory: {
      ...detailFixture,
      name: '汕头市澄海区莲下镇星辉塑胶电子玩具实业有限公司第二分厂',
      intro: '本厂成立于一九九八年，专注遥控与电动玩具的研发与生产，'.repeat(8),
      publicity: [],
      license: '',
      logo: '',
      booth: '',
      main_categories: [],
    },
  },
};
export const Loading: Story = { args: { state: 'loading', factory: null } };
export const LoadError: Story = {
  args: { state: 'error', factory: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
