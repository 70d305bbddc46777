import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.control.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-within]': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space.md,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});
export const button = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  marginRight: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
