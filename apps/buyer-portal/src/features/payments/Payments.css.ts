import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
});
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const dt = style({ color: vars.color.textSecondary });
export const dd = style({ margin: 0, wordBreak: 'break-all' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});
export const warning = style({ color: vars.color.warning });
export const error = style({ color: vars.color.danger });
