import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click and on keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>加入选样车</Button>);
    const button = screen.getByRole('button', { name: '加入选样车' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled and exposes data-disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        删除
      </Button>,
    );
    const button = screen.getByRole('button', { name: '删除' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-disabled');
  });

  it('is busy and inert while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        导出
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-pending');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
