import { style } from '@vanilla-extract/css';
import { ellipsis, focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const logo = style({ width: 72, flexShrink: 0 });
export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const name = style([
  focusRing,
  ellipsis,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { color: vars.color.primary } },
  },
]);
export const meta = style([ellipsis, { fontSize: vars.fontSize.sm, color: vars.color.textSecondary }]);
export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flexShrink: 0 });
export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 56px)',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});
