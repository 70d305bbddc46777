import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FindSampleListView } from './FindSampleListView';
import { findFixture, findListFixture } from './fixtures';

const meta = {
  title: 'Buyer/FindSample',
  component: FindSampleListView,
  args: {
    state: 'ready',
    rows: findListFixture,
    total: findListFixture.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onAdd: fn(async () => true),
    onUpload: fn(async (file: File) => sampleImage(file.name.slice(0, 2), '#3d8bff')),
    onClose: fn(),
    onDelete: fn(),
    onChaseAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FindSampleListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Posting a wanted product sends its description, target price and quantity. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发布找样' }));
    const dialog = await screen.findByRole('dialog', { name: '发布找样' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '产品描述' }), '遥控挖掘机');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ description: '遥控挖掘机', pictures: [] }));
  },
};
/** Pictures of the wanted product are uploaded one by one and sent with the request. */
export const WithPictures: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发布找样' }));
    const dialog = within(await screen.findByRole('dialog', { name: '发布找样' }));
    const input = dialog.getByRole('group', { name: '产品图片' }).querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], '挖掘机.png', { type: 'image/png' }));
    await expect(args.onUpload).toHaveBeenCalled();
    await dialog.findByRole('button', { name: '移除第1张图片' });
    await userEvent.type(dialog.getByRole('textbox', { name: '产品描述' }), '遥控挖掘机');
    await userEvent.click(dialog.getByRole('button', { name: '发布' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ pictures: [sampleImage('挖掘', '#3d8bff')] }),
    );
  },
};
export const LongText: Story = {
  args: {
    rows: [
      findFixture(4, 'open', {
        description:
          '寻找一款适合中东市场的大号合金仿真遥控越野车，要求四驱、带灯光和音乐、可充电，包装为彩盒，需要EN71和ASTM证书',
      }),
    ],
    total: 1,
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
