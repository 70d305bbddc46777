import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';

describe('DropZone', () => {
  it('passes chosen files to the caller', async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone onFiles={onFiles} acceptedFileTypes={['image/png']} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'toy.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByRole('button', { name: '选择文件' })).toBeInTheDocument();
  });
});
