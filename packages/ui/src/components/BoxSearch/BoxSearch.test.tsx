import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoxSearch, boxBetween, moveBox } from './BoxSearch';

const size = { width: 640, height: 480 };
const boxes = [
  { x: 90, y: 160, width: 250, height: 180, similarity: 86 },
  { x: 410, y: 60, width: 140, height: 270, similarity: null },
];

/** The picture's surface laid out at 320 × 240 CSS pixels from (10, 20) (half the picture's pixels). */
function layOut() {
  const surface = screen.getByTestId('box-search-surface');
  surface.getBoundingClientRect = () =>
    ({ left: 10, top: 20, width: 320, height: 240, right: 330, bottom: 260, x: 10, y: 20 }) as DOMRect;
  return surface;
}

describe('BoxSearch', () => {
  it('draws a box between two corners and moves one, always inside the picture', () => {
    expect(boxBetween({ x: 300, y: 50 }, { x: 100, y: 500 }, size)).toEqual({ x: 100, y: 50, width: 200, height: 430 });
    expect(moveBox({ x: 500, y: 10, width: 100, height: 100 }, 80, -30, size)).toEqual({
      x: 540,
      y: 0,
      width: 100,
      height: 100,
    });
  });

  it('searches by a found box when it is pressed', async () => {
    const onSearch = vi.fn();
    render(<BoxSearch src="data:," {...size} boxes={boxes} selected={0} onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: '按产品 2 搜索' }));
    expect(onSearch).toHaveBeenCalledWith({ x: 410, y: 60, width: 140, height: 270 }, 1);
  });

  it('searches by a box drawn on the picture as soon as the pointer is let go, in picture pixels', () => {
    const onSearch = vi.fn();
    render(<BoxSearch src="data:," {...size} boxes={[]} selected={-1} onSearch={onSearch} />);
    const surface = layOut();
    fireEvent.pointerDown(surface, { clientX: 60, clientY: 70, button: 0, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 160, clientY: 170, pointerId: 1 });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.pointerUp(surface, { clientX: 160, clientY: 170, pointerId: 1 });
    expect(onSearch).toHaveBeenCalledWith({ x: 100, y: 100, width: 200, height: 200 }, -1);
  });

  it('does not search by a tap on the picture (too small a box)', () => {
    const onSearch = vi.fn();
    render(<BoxSearch src="data:," {...size} boxes={[]} selected={-1} onSearch={onSearch} />);
    const surface = layOut();
    fireEvent.pointerDown(surface, { clientX: 60, clientY: 70, button: 0, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 62, clientY: 71, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 62, clientY: 71, pointerId: 1 });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches by the current box moved by dragging it', () => {
    const onSearch = vi.fn();
    render(<BoxSearch src="data:," {...size} boxes={boxes} selected={0} onSearch={onSearch} />);
    layOut();
    const current = screen.getByRole('button', { name: /当前搜索框/ });
    fireEvent.pointerDown(current, { clientX: 100, clientY: 120, button: 0, pointerId: 1 });
    fireEvent.pointerMove(current, { clientX: 110, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(current, { clientX: 110, clientY: 100, pointerId: 1 });
    expect(onSearch).toHaveBeenCalledWith({ x: 110, y: 120, width: 250, height: 180 }, -1);
  });

  it('says nothing matched and invites a box; chooses nothing while a search runs', async () => {
    const onSearch = vi.fn();
    render(
      <BoxSearch
        src="data:,"
        {...size}
        boxes={boxes}
        selected={-1}
        onSearch={onSearch}
        noMatch="没有找到相似的产品，可框选图中的产品后再搜索"
        isDisabled
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('没有找到相似的产品');
    expect(screen.getByText(/拖动画出玩具所在的方框/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '按产品 1 搜索（相似度 86）' }));
    const surface = layOut();
    fireEvent.pointerDown(surface, { clientX: 60, clientY: 70, button: 0, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 200, clientY: 200, pointerId: 1 });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
