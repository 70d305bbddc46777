import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag, TagGroup } from './Tag';

describe('TagGroup', () => {
  it('removes a tag', async () => {
    const onRemove = vi.fn();
    render(
      <TagGroup label="已选条件" onRemove={onRemove}>
        <Tag id="en71">EN71</Tag>
        <Tag id="rc">电动遥控</Tag>
      </TagGroup>,
    );
    const removes = screen.getAllByRole('button');
    await userEvent.click(removes[1]!);
    expect(onRemove).toHaveBeenCalledWith(new Set(['rc']));
  });
});
