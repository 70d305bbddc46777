import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageSearchUpload } from './ImageSearchUpload';

describe('ImageSearchUpload', () => {
  it('validates the picture link with the domain messages', async () => {
    const onSearchUrl = vi.fn();
    render(<ImageSearchUpload kind="product" onSearchFile={vi.fn()} onSearchUrl={onSearchUrl} />);
    await userEvent.click(screen.getByRole('button', { name: '搜索链接' }));
    expect(screen.getByText('图片链接不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '图片链接' }), 'ftp://x/a.png');
    await userEvent.click(screen.getByRole('button', { name: '搜索链接' }));
    expect(screen.getByText('图片链接必须由http://或https://开头')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: '图片链接' }));
    await userEvent.type(screen.getByRole('textbox', { name: '图片链接' }), 'https://img.example.com/a.png');
    await userEvent.click(screen.getByRole('button', { name: '搜索链接' }));
    expect(onSearchUrl).toHaveBeenCalledWith('https://img.example.com/a.png');
  });

  it('rejects an xlsx for factory search and passes an xlsx through for product search', async () => {
    const onSearchFile = vi.fn();
    const xlsx = new File(['x'], 'list.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const { container, unmount } = render(
      <ImageSearchUpload kind="factory" onSearchFile={onSearchFile} onSearchUrl={vi.fn()} />,
    );
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsx, {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('只支持图片格式的文件');
    unmount();
    const r = render(<ImageSearchUpload kind="product" onSearchFile={onSearchFile} onSearchUrl={vi.fn()} />);
    await userEvent.upload(r.container.querySelector('input[type=file]') as HTMLInputElement, xlsx);
    expect(onSearchFile).toHaveBeenCalledWith(xlsx, null);
  });
});
