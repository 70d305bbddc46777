import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NonMemberPopup } from './NonMemberPopup';

describe('NonMemberPopup', () => {
  it('names the feature', async () => {
    render(<NonMemberPopup isOpen onOpenChange={() => {}} feature="批量导出" />);
    expect(await screen.findByRole('dialog', { name: '会员专属功能' })).toHaveTextContent('“批量导出”仅对会员开放');
  });
});
