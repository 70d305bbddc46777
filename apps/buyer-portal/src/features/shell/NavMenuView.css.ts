import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textSecondary,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.xxs,
});
export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[aria-current="page"]': { background: vars.color.surfaceSelected, color: vars.color.primary, fontWeight: 600 },
  },
});
