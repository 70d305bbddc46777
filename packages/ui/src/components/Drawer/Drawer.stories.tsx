import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'Kit/Drawer',
  component: Drawer,
  args: {
    isOpen: true,
    title: '产品详情',
    children: '2.4G 四通遥控越野车，出厂价 ¥36.80，外箱 60*40*35.5 cm，装箱数 24。',
    footer: <Button variant="primary">加入选样车</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: '从右侧滑出的面板（聊天、产品预览、窄屏筛选）。模态，Esc 关闭。需要集中处理的短任务用 Dialog。',
      },
    },
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Wide: Story = { args: { width: 720, title: '在线客服 — 汕头市澄海区星辉玩具厂' } };
/** The app's menu slides from the left. */
export const FromLeft: Story = { args: { placement: 'left', title: '全部功能', footer: undefined } };
