import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  borderLeft: `4px solid transparent`,
  selectors: { '&[data-unread]': { borderLeftColor: vars.color.primary } },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
});
export const content = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
