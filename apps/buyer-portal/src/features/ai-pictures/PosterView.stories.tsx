import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyFixture, output, PICTURES, taskFixture } from './fixtures';
import { PosterView } from './PosterView';

const meta = {
  title: 'Buyer/AiPoster',
  component: PosterView,
  args: {
    picture: PICTURES[0] as string,
    logo: null,
    uploading: false,
    draft: {
      name: '2.4G遥控越野攀爬车',
      number: 'XH-8800',
      price: '45.00',
      currency: '¥',
      lang: 'zh',
      template: 'clean',
      sizes: ['square', 'portrait'],
      prompt: '',
    },
    providerConfigured: false,
    task: null,
    history: historyFixture('poster'),
    remaining: null,
    onFiles: fn(),
    onLogo: fn(),
    onClear: fn(),
    onDraft: fn(),
    onGenerate: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof PosterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProvider: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('未配置AI生成服务：背景描述不可用，本地模板可正常使用')).toBeInTheDocument();
    await expect(c.getByRole('textbox', { name: '背景描述（AI生成）' })).toBeDisabled();
    await userEvent.click(c.getByRole('radio', { name: 'English' }));
    await expect(args.onDraft).toHaveBeenCalledWith(expect.objectContaining({ lang: 'en' }));
    await userEvent.click(c.getByRole('button', { name: '生成海报' }));
    await expect(args.onGenerate).toHaveBeenCalled();
  },
};
export const WithProvider: Story = { args: { providerConfigured: true } };
export const NoSizeChosen: Story = {
  args: { draft: { ...meta.args.draft, sizes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '生成海报' })).toBeDisabled();
  },
};
export const Generated: Story = {
  args: {
    task: taskFixture('poster', {
      outputs: [output(0, { size: 'square' }), output(1, { size: 'banner', width: 1200, height: 628 })],
    }),
  },
};
