import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CutoutButton } from './CutoutButton';

describe('CutoutButton', () => {
  it('walks the three states', async () => {
    const onStart = vi.fn();
    const onUndo = vi.fn();
    const { rerender } = render(<CutoutButton phase="idle" onStart={onStart} onUndo={onUndo} />);
    await userEvent.click(screen.getByRole('button', { name: 'AI抠图' }));
    expect(onStart).toHaveBeenCalled();
    rerender(<CutoutButton phase="polling" onStart={onStart} onUndo={onUndo} />);
    expect(screen.getByRole('button', { name: 'AI抠图中...' })).toHaveAttribute('data-pending');
    rerender(<CutoutButton phase="done" onStart={onStart} onUndo={onUndo} />);
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(onUndo).toHaveBeenCalled();
  });
});
