import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover, PopoverTrigger } from './Popover';

describe('Popover', () => {
  it('opens from its trigger as a named dialog and closes on Escape', async () => {
    render(
      <PopoverTrigger>
        <Button>选样车</Button>
        <Popover title="我的选样车">列表</Popover>
      </PopoverTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: '选样车' }));
    expect(await screen.findByRole('dialog', { name: '我的选样车' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
