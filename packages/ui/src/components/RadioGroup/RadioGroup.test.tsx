import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('selects one value', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="导出格式" onChange={onChange}>
        <Radio value="excel">Excel</Radio>
        <Radio value="pdf">PDF</Radio>
      </RadioGroup>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    expect(onChange).toHaveBeenCalledWith('pdf');
    expect(screen.getByRole('radiogroup', { name: '导出格式' })).toBeInTheDocument();
  });
});
