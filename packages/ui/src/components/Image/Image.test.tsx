import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('renders a lazy img with alt', () => {
    render(<Image src="/a.jpg" alt="遥控车" />);
    const img = screen.getByRole('img', { name: '遥控车' });
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back when the picture fails', () => {
    render(<Image src="/broken.jpg" alt="遥控车" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: '遥控车（图片加载失败）' })).toBeInTheDocument();
  });

  it('shows 暂无图片 without a src', () => {
    render(<Image src={null} alt="积木" />);
    expect(screen.getByRole('img', { name: '积木（暂无图片）' })).toBeInTheDocument();
  });

  it('keeps the frame empty while deferred, then requests the picture', () => {
    const { container, rerender } = render(<Image src="/a.jpg" alt="遥控车" defer />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Image src="/a.jpg" alt="遥控车" />);
    expect(screen.getByRole('img', { name: '遥控车' })).toHaveAttribute('src', '/a.jpg');
  });

  it('fades the picture in once it has loaded', () => {
    render(<Image src="/a.jpg" alt="遥控车" />);
    const img = screen.getByRole('img', { name: '遥控车' });
    expect(img).not.toHaveAttribute('data-loaded');
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-loaded');
  });
});
