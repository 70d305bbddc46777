import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_GROUPS, categoryById } from '@wanju/domain';
import { describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './CategoryMenu';

describe('CategoryMenu', () => {
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
});
