import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportDialog } from './ExportDialog';

const preview = { picture: null, values: { article_number: 'CH-8821', name: '遥控车', gross_weight: 12.5 } };

describe('ExportDialog', () => {
  it('previews the watermark lines and submits the settings', async () => {
    const onSubmit = vi.fn();
    render(<ExportDialog isOpen onOpenChange={() => {}} count={12} preview={preview} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('switch', { name: '图片加水印' }));
    expect(screen.getByTestId('export-preview')).toHaveTextContent('货号：CH-8821');
    await userEvent.click(screen.getByRole('checkbox', { name: '毛重' }));
    expect(screen.getByTestId('export-preview')).toHaveTextContent('毛重：12.5 KGS');
    await userEvent.click(screen.getByRole('radio', { name: '英文标签' }));
    expect(screen.getByTestId('export-preview')).toHaveTextContent('Item No.: CH-8821');
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    await userEvent.click(screen.getByRole('button', { name: '开始导出' }));
    const request = onSubmit.mock.calls[0]![0];
    expect(request.format).toBe('pdf');
    expect(request.settings.is_show_watermark).toBe(1);
    expect(request.settings.watermark_params.fieldList).toContain('gross_weight');
  });

  it("previews a price in the exported prices' currency", async () => {
    render(
      <ExportDialog
        isOpen
        onOpenChange={() => {}}
        count={3}
        currency="USD"
        preview={{ picture: null, values: { article_number: 'CH-8821', quoted_price: '9.90' } }}
        onSubmit={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('switch', { name: '图片加水印' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '报价' }));
    expect(screen.getByTestId('export-preview')).toHaveTextContent('报价：9.90 USD');
    expect(screen.getByTestId('export-preview')).not.toHaveTextContent('RMB');
  });
});
