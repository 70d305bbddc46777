import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxs });
export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const input = style({
  width: 64,
  height: vars.control.sm,
  textAlign: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&[aria-invalid=true]': { borderColor: vars.color.danger },
  },
});
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
