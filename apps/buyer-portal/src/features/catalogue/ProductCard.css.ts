import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  ':hover': { boxShadow: vars.shadow.md },
});
export const open = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  fontFamily: 'inherit',
  color: vars.color.text,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});
export const name = style({
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  minHeight: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.md})`,
});
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const price = style({ color: vars.color.price, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});
export const factory = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
