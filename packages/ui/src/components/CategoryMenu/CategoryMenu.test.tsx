import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_GROUPS, categoryById } from '@wanju/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './CategoryMenu';

describe('CategoryMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the 7 groups and selects a category', async () => {
    const onSelect = vi.fn();
    render(<CategoryMenu onSelect={onSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(7);
    const group = CATEGORY_GROUPS[0]!;
    await userEvent.click(screen.getByRole('button', { name: group.name }));
    const first = categoryById(group.categoryIds[0]!)!;
    await userEvent.click(screen.getByRole('button', { name: first.name }));
    expect(onSelect).toHaveBeenCalledWith(first.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps open the group the pointer opened when it is pressed; a second press closes it', () => {
    vi.useFakeTimers();
    render(<CategoryMenu onSelect={() => {}} />);
    const group = CATEGORY_GROUPS[0]!;
    const button = screen.getByRole('button', { name: group.name });
    fireEvent.pointerEnter(button);
    act(() => vi.runOnlyPendingTimers());
    fireEvent.click(button);
    expect(screen.getByRole('region', { name: group.name })).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays closed after Escape although a hover was still about to open a group', () => {
    // The hover delay runs on the test's clock: whether it fires before or after Escape is the test's choice.
    vi.useFakeTimers();
    render(<CategoryMenu onSelect={() => {}} />);
    const group = CATEGORY_GROUPS[0]!;
    const button = screen.getByRole('button', { name: group.name });
    fireEvent.pointerEnter(button);
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('region', { name: group.name })).toBeInTheDocument();
    // The pointer moves over the panel (a hover change is pending), then Escape.
    fireEvent.pointerEnter(screen.getByRole('region', { name: group.name }));
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
