import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExhibitionBoothView } from './ExhibitionBoothView';
import { ExhibitionView } from './ExhibitionView';
import { exhibitionBoothFixture, exhibitionFixture } from './fixtures';

const meta = {
  title: 'Buyer/Exhibition',
  component: ExhibitionView,
  args: {
    state: 'ready',
    exhibition: exhibitionFixture,
    watching: null,
    onWatch: fn(),
    onOpenBooth: fn(),
    onOpenProduct: fn(),
    onAddToCart: fn(),
    onRetry: fn(),
  },
  // the whole exhibition is taller than the test window, and its virtualised grid renders by scroll position:
  // the screenshot never settles, so these stories are checked by their interactions and axe only
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ExhibitionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const schedule = canvas.getByRole('list', { name: '展会日程' });
    await expect(within(schedule).getByText('已结束')).toBeInTheDocument();
    await expect(within(schedule).getByText('即将开始')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '观看直播' }));
    await expect(args.onWatch).toHaveBeenCalledWith(expect.objectContaining({ phase: 'live' }));
    await userEvent.click(canvas.getByRole('button', { name: '进入展位 B02' }));
    await expect(args.onOpenBooth).toHaveBeenCalledWith(12);
  },
};
export const Upcoming: Story = {
  args: {
    exhibition: {
      ...exhibitionFixture,
      phase: 'upcoming',
      sessions: exhibitionFixture.sessions.map((s) => ({ ...s, phase: 'upcoming' as const, live_url: '' })),
      booths: exhibitionFixture.booths.map((b) => ({ ...b, live: 0 as const })),
    },
  },
};
export const Loading: Story = {
  args: { state: 'loading', exhibition: null },
  parameters: { visual: { disable: false } },
};

export const Booth: StoryObj<typeof ExhibitionBoothView> = {
  parameters: { visual: { disable: false } },
  render: (args) => <ExhibitionBoothView {...args} />,
  args: {
    state: 'ready',
    detail: exhibitionBoothFixture,
    watching: null,
    selected: [1000, 1001],
    onSelect: fn(),
    onInquiry: fn(),
    onWatch: fn(),
    onBack: fn(),
    onOpenProduct: fn(),
    onAddToCart: fn(),
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '询价备注' }), '请报FOB价');
    await userEvent.click(canvas.getByRole('button', { name: '向工厂询价（2）' }));
    await expect(args.onInquiry).toHaveBeenCalledWith('请报FOB价');
  },
};
export const BoothNothingSelected: StoryObj<typeof ExhibitionBoothView> = {
  ...Booth,
  args: { ...Booth.args, selected: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '向工厂询价（0）' })).toBeDisabled();
  },
};
