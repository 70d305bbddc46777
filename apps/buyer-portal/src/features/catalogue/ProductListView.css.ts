import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const count = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const filters = style({
  border: 'none',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const select = style({ minWidth: 160 });
export const price = style({ width: 110 });
export const pager = style({ display: 'flex', justifyContent: 'center' });
