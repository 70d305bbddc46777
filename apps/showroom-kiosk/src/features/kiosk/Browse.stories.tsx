import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskProducts, kioskShowroom } from './fixtures';
import { BrowseView } from './KioskViews';
import { kioskFrame, touchTap } from './kioskFrame';

const meta = {
  title: 'Kiosk/Browse',
  component: BrowseView,
  args: {
    t: KIOSK_TEXT.zh,
    lang: 'zh',
    online: true,
    showroom: kioskShowroom,
    products: kioskProducts,
    imageResults: null,
    filter: { keyword: '', floor: null, boothId: null, categoryId: null },
    listIds: [500],
    onFilter: fn(),
    onOpen: fn(),
    onImageSearch: fn(),
    onClearImage: fn(),
    onLanguage: fn(),
    onList: fn(),
  },
} satisfies Meta<typeof BrowseView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    touchTap(canvas.getByRole('button', { name: '2F' }));
    await expect(args.onFilter).toHaveBeenCalledWith(expect.objectContaining({ floor: '2F' }));
    touchTap(canvas.getByRole('button', { name: /^展位 1A11 澄海区/ }));
    await expect(args.onFilter).toHaveBeenCalledWith(expect.objectContaining({ boothId: 2 }));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), '熊');
    touchTap(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onFilter).toHaveBeenCalledWith(expect.objectContaining({ keyword: '熊' }));
    touchTap(canvas.getAllByRole('button', { name: /遥控越野攀爬车/ })[0] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
    touchTap(canvas.getByRole('button', { name: '我的清单（1）' }));
    await expect(args.onList).toHaveBeenCalled();
  },
};
export const PortraitOffline: Story = {
  decorators: [kioskFrame('portrait')],
  args: { online: false, lang: 'en', t: KIOSK_TEXT.en },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Offline')).toBeInTheDocument();
    // search by picture needs the server
    await expect(canvas.getByRole('button', { name: 'Search by photo' })).toBeDisabled();
    touchTap(canvas.getByRole('button', { name: '中文' }));
    await expect(args.onLanguage).toHaveBeenCalled();
  },
};
export const NoResults: Story = {
  decorators: [kioskFrame('landscape')],
  args: { products: [], filter: { keyword: '飞船', floor: null, boothId: null, categoryId: null } },
};
