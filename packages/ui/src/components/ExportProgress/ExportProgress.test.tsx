import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextExportJobState } from '@wanju/domain';
import { describe, expect, it, vi } from 'vitest';
import { ExportProgress } from './ExportProgress';

describe('ExportProgress', () => {
  it('follows the domain job machine to done and downloads', async () => {
    const onDownload = vi.fn();
    let state = nextExportJobState({ phase: 'idle' }, { type: 'started', uuid: 'u1' });
    state = nextExportJobState(state, { type: 'polled', progress: 40 });
    const { rerender } = render(<ExportProgress state={state} onDownload={onDownload} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    state = nextExportJobState(state, { type: 'polled', progress: 100, link: '/f.xlsx' });
    rerender(<ExportProgress state={state} onDownload={onDownload} />);
    expect(screen.getByRole('status')).toHaveTextContent('导出成功');
    await userEvent.click(screen.getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledWith('/f.xlsx');
  });

  it('shows the failure message', () => {
    let state = nextExportJobState({ phase: 'idle' }, { type: 'started', uuid: 'u1' });
    state = nextExportJobState(state, { type: 'polled', progress: -100 });
    render(<ExportProgress state={state} />);
    expect(screen.getByRole('alert')).toHaveTextContent('导出失败，请联系客服');
  });
});
