import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FreeLimitPrompt } from './FreeLimitPrompt';

describe('FreeLimitPrompt', () => {
  it('shows the server message and upgrades', async () => {
    const onUpgrade = vi.fn();
    render(<FreeLimitPrompt isOpen onOpenChange={() => {}} message="免费次数已用完" onUpgrade={onUpgrade} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('免费次数已用完');
    expect(dialog).toHaveTextContent('300');
    await userEvent.click(screen.getByRole('button', { name: '开通会员' }));
    expect(onUpgrade).toHaveBeenCalled();
  });
});
