import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and pressable', async () => {
    const onPress = vi.fn();
    render(<IconButton label="系统消息" icon={<Bell />} onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: '系统消息' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
