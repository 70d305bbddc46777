import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('toggles', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>显示工厂名称</Checkbox>);
    await userEvent.click(screen.getByRole('checkbox', { name: '显示工厂名称' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('groups values', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="证书" onChange={onChange}>
        <Checkbox value="EN71">EN71</Checkbox>
        <Checkbox value="CE">CE</Checkbox>
      </CheckboxGroup>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'CE' }));
    expect(onChange).toHaveBeenCalledWith(['CE']);
  });
});
