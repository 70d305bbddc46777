import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type CropRect, cropError, ImageCropper } from './ImageCropper';

function Harness({ initial }: { initial: CropRect }) {
  const [r, setR] = useState(initial);
  return <ImageCropper src="data:," value={r} onChange={setR} />;
}

describe('ImageCropper', () => {
  it('applies the domain aspect rule', () => {
    expect(cropError({ x: 0, y: 0, width: 100, height: 20 })).toBeNull();
    expect(cropError({ x: 0, y: 0, width: 110, height: 20 })).toBe('裁剪框的宽高比须在1:5到5:1之间');
  });

  it('moves and resizes with the keyboard, within the 450×280 box', async () => {
    render(<Harness initial={{ x: 0, y: 0, width: 100, height: 100 }} />);
    const sel = screen.getByRole('slider');
    sel.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    expect(sel.style.left).toBe('20px');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(sel.style.width).toBe('110px');
  });

  it('shows the message for a too-thin selection', () => {
    render(<Harness initial={{ x: 0, y: 0, width: 300, height: 40 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('裁剪框的宽高比须在1:5到5:1之间');
  });
});
