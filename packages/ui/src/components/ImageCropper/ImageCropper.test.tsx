import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type CropRect, cropError, ImageCropper, resizeCrop } from './ImageCropper';

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

  it('resizes from any handle, keeping the opposite edge, the 16 px minimum and the box', () => {
    const start = { x: 100, y: 50, width: 200, height: 100 };
    const box = { width: 450, height: 280 };
    expect(resizeCrop(start, 'nw', -20, -10, box)).toEqual({ x: 80, y: 40, width: 220, height: 110 });
    expect(resizeCrop(start, 'e', 30, 99, box)).toEqual({ x: 100, y: 50, width: 230, height: 100 });
    expect(resizeCrop(start, 's', 99, 500, box)).toEqual({ x: 100, y: 50, width: 200, height: 230 });
    expect(resizeCrop(start, 'w', 500, 0, box)).toEqual({ x: 284, y: 50, width: 16, height: 100 });
    expect(resizeCrop(start, 'n', 0, -500, box)).toEqual({ x: 100, y: 0, width: 200, height: 150 });
    expect(resizeCrop(start, 'sw', -500, -500, box)).toEqual({ x: 0, y: 50, width: 300, height: 16 });
  });

  it('shows the message for a too-thin selection', () => {
    render(<Harness initial={{ x: 0, y: 0, width: 300, height: 40 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('裁剪框的宽高比须在1:5到5:1之间');
  });
});
