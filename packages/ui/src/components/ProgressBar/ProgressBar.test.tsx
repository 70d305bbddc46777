import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value', () => {
    render(<ProgressBar label="导出进度" value={40} />);
    const bar = screen.getByRole('progressbar', { name: '导出进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });
});
