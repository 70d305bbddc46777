import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch, type HeaderSearchKind } from './HeaderSearch';

function Harness({
  onSubmit,
  suggestions = [],
}: {
  onSubmit: (k: string, kind: HeaderSearchKind) => void;
  suggestions?: string[];
}) {
  const [kind, setKind] = useState<HeaderSearchKind>('product');
  const [value, setValue] = useState('');
  return (
    <HeaderSearch
      kind={kind}
      onKindChange={setKind}
      value={value}
      onValueChange={setValue}
      onSubmit={onSubmit}
      suggestions={suggestions}
      recent={['磁力片']}
    />
  );
}

describe('HeaderSearch', () => {
  // The suggestion combobox replaces the plain input on focus (here) or when the browser is idle (not here: an
  // idle callback landing between two steps of a test would swap the input under it).
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    return () => vi.unstubAllGlobals();
  });

  it('switches placeholder with the kind and submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByPlaceholderText('搜索玩具名称、货号或产品编号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '工厂' }));
    const input = screen.getByPlaceholderText('搜索工厂名称或联系电话');
    await userEvent.type(input, '星辉{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('星辉', 'factory');
  });

  it('keeps what was typed into the plain input when the suggestion list takes its place', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} suggestions={['遥控车']} />);
    const plain = screen.getByRole('combobox');
    await userEvent.type(plain, '遥控');
    await screen.findByRole('listbox', {}, { timeout: 5000 });
    const combo = screen.getByRole('combobox');
    expect(combo).toHaveValue('遥控');
    expect(combo).toHaveFocus();
    await userEvent.keyboard('车{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('遥控车', 'product');
  });

  it('shows at most 10 suggestions and submits the one picked', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} suggestions={Array.from({ length: 15 }, (_, i) => `遥控车${i}`)} />);
    // The plain input is replaced by the suggestion combobox once that loads; it keeps the focus and opens.
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findAllByRole('option', {}, { timeout: 5000 })).toHaveLength(11);
    expect(screen.getByRole('combobox')).toHaveFocus();
    await userEvent.click(screen.getByRole('option', { name: '遥控车3' }));
    expect(onSubmit).toHaveBeenCalledWith('遥控车3', 'product');
  });
});
