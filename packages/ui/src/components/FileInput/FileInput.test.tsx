import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  it('passes a chosen file, and the same file again', async () => {
    const onFiles = vi.fn();
    render(<FileInput label="上传图片" hint="jpg、png" accept=".png,image/png" onFiles={onFiles} />);
    const input = screen.getByLabelText('上传图片');
    const file = new File(['x'], 'toy.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input).toHaveAccessibleDescription('jpg、png');
  });

  it('takes a dropped file, and nothing while disabled', () => {
    const onFiles = vi.fn();
    const { container, rerender } = render(<FileInput label="上传图片" onFiles={onFiles} />);
    const box = container.querySelector('label') as HTMLLabelElement;
    const file = new File(['x'], 'toy.png', { type: 'image/png' });
    fireEvent.drop(box, { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    rerender(<FileInput label="上传图片" isDisabled onFiles={onFiles} />);
    fireEvent.drop(box, { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});
