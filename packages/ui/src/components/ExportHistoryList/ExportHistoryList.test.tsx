import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleExportHistory } from '../../fixtures';
import { ExportHistoryList } from './ExportHistoryList';

describe('ExportHistoryList', () => {
  it('hides downloads older than 30 days and confirms deletion', async () => {
    const onDelete = vi.fn();
    render(
      <ExportHistoryList
        records={sampleExportHistory}
        now={new Date('2025-04-01T12:00:00')}
        onDownload={vi.fn()}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('button', { name: '下载 春季新品 选样' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载 年货节 选样' })).toBeNull();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 春季新品 选样' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('确认删除该历史记录？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });
});
