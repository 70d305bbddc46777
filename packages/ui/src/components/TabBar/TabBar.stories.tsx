import type { Meta, StoryObj } from '@storybook/react-vite';
import { closeAllTabs, closeOtherTabs, closeTab, initialTabs, openTab, type TabsState } from '@wanju/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar } from './TabBar';

const few = [
  { path: '/index', title: '首页' },
  { path: '/new_arrivals', title: '新品' },
  { path: '/sample_car', title: '选样车' },
  { path: '/factory_list', title: '工厂搜索' },
];
const many = [
  ...few,
  { path: '/globalHot', title: '全球爆款' },
  { path: '/discountSection', title: '特价专区' },
  { path: '/factorystock_list', title: '工厂库存' },
  { path: '/toyCross', title: '跨境产品' },
  { path: '/gcc_list', title: '证书专区' },
  { path: '/toy_ip', title: 'IP 专区' },
  { path: '/CompanyQuotationDetail', title: '报价单详情（春季新品 2025-03 汕头澄海展会）' },
  { path: '/chooses', title: '选品清单' },
  { path: '/inquiry', title: '询价列表' },
  { path: '/supplement', title: '补样列表' },
];

const meta = {
  title: 'Kit/TabBar',
  component: TabBar,
  args: {
    tabs: few,
    activePath: '/new_arrivals',
    onSelect: fn(),
    onClose: fn(),
    onCloseAll: fn(),
    onCloseOthers: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '应用壳的“已打开页面”标签栏：首页始终在最前且不可关闭；可关闭单个、关闭全部、关闭其他；鼠标滚轮横向滚动；下拉菜单列出全部标签。状态变化用 domain 的 openTab/closeTab/closeAllTabs/closeOtherTabs。页面内切换用 Tabs。',
      },
    },
  },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful() {
  const [state, setState] = useState<TabsState>(() => few.slice(1).reduce((s, t) => openTab(s, t), initialTabs()));
  return (
    <TabBar
      tabs={state.tabs}
      activePath={state.activePath}
      onSelect={(path) => setState((s) => ({ ...s, activePath: path }))}
      onClose={(path) => setState((s) => closeTab(s, path).state)}
      onCloseAll={() => setState((s) => closeAllTabs(s))}
      onCloseOthers={() => setState((s) => closeOtherTabs(s, s.activePath))}
    />
  );
}

export const WithDomainRules: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭 工厂搜索' }));
    await expect(canvas.queryByRole('button', { name: '工厂搜索' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '标签操作' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '关闭全部' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Few: Story = {};

export const Overflowing: Story = { args: { tabs: many, activePath: '/CompanyQuotationDetail' } };

export const OnlyHome: Story = { args: { tabs: [few[0]!], activePath: '/index' } };

export const Narrow1046: Story = {
  args: { tabs: many, activePath: '/inquiry' },
  globals: { viewport: { value: 'narrow' } },
};
