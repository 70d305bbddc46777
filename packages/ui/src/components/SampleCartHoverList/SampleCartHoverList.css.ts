import { style } from '@vanilla-extract/css';
import { ellipsis, focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 280,
  overflowY: 'auto',
});
export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
  },
]);
export const name = style([ellipsis, { flex: 1, minWidth: 0 }]);
export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const customer = style([ellipsis, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, maxWidth: 96 }]);
