import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels by click and arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs onSelectionChange={onSelectionChange}>
        <TabList aria-label="聊天类型">
          <Tab id="platform">平台</Tab>
          <Tab id="website">官网</Tab>
        </TabList>
        <TabPanel id="platform">平台会话</TabPanel>
        <TabPanel id="website">官网会话</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('平台会话');
    await userEvent.click(screen.getByRole('tab', { name: '官网' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('官网会话');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('platform');
  });
});
