import { parseDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiRoot } from '../UiRoot/UiRoot';
import { DatePicker, DateRangePicker } from './DatePicker';

describe('DatePicker', () => {
  it('renders zh-CN segments for the value', () => {
    render(
      <UiRoot>
        <DatePicker label="交货日期" defaultValue={parseDate('2025-03-15')} />
      </UiRoot>,
    );
    expect(screen.getByRole('group', { name: '交货日期' })).toHaveTextContent('2025/3/15');
  });
  it('renders a range', () => {
    render(
      <UiRoot>
        <DateRangePicker
          label="导出时间"
          defaultValue={{ start: parseDate('2025-03-01'), end: parseDate('2025-03-31') }}
        />
      </UiRoot>,
    );
    expect(screen.getByRole('group', { name: '导出时间' })).toHaveTextContent('2025/3/1');
  });
});
