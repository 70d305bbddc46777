import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CountBadge } from '../Badge/Badge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component: '页面内的标签切换（如聊天的 系统/平台/官网/同事）。应用顶部“已打开页面”的标签栏请用 TabBar。',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="聊天类型">
        <Tab id="system">系统</Tab>
        <Tab id="platform">
          平台 <CountBadge count={8} label="条未读" />
        </Tab>
        <Tab id="website">
          官网 <CountBadge count={150} label="条未读" />
        </Tab>
        <Tab id="colleague" isDisabled>
          同事
        </Tab>
      </TabList>
      <TabPanel id="system">系统消息列表</TabPanel>
      <TabPanel id="platform">平台会话列表</TabPanel>
      <TabPanel id="website">官网访客会话列表</TabPanel>
      <TabPanel id="colleague">同事会话列表</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /平台/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('平台会话列表');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /官网/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  render: () => (
    <Tabs orientation="vertical">
      <TabList aria-label="设置">
        <Tab id="profile">个人资料</Tab>
        <Tab id="security">账号安全</Tab>
      </TabList>
      <TabPanel id="profile">个人资料表单</TabPanel>
      <TabPanel id="security">修改密码</TabPanel>
    </Tabs>
  ),
};
