import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../fixtures';
import { FactoryCard } from './FactoryCard';

const factory = {
  id: 9,
  name: '汕头市澄海区星辉玩具厂',
  logo: sampleImage('星辉', '#c9360a', '#fff2e8'),
  region: '广东 汕头 澄海',
  mainProducts: '遥控车、合金模型、益智积木',
  productCount: 1280,
  contactPhone: '0754-8520 1234',
  tags: ['一般纳税人', '认证工厂'],
  pictures: ['#ff8a3d', '#3d8bff', '#2fb574', '#e5484d'].map((c, i) => sampleImage(`${i + 1}`, c)),
};

const meta = {
  title: 'Kit/FactoryCard',
  component: FactoryCard,
  args: { factory, onOpen: fn(), onFollowChange: fn(), onChat: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '工厂搜索结果与列表中的一个工厂：Logo、名称、地区、主营、产品数、电话、标签、产品缩略图，可关注、联系工厂。',
      },
    },
  },
} satisfies Meta<typeof FactoryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关注' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith(9, true);
  },
};
export const Followed: Story = { args: { isFollowed: true } };
export const Minimal: Story = { args: { factory: { id: 2, name: '义乌市乐童玩具有限公司' }, onChat: undefined } };
export const LongName: Story = {
  args: {
    factory: {
      ...factory,
      name: '广东省汕头市澄海区莲下镇某某塑胶电子玩具实业有限公司（原澄海玩具二厂）',
      pictures: [],
    },
  },
};
