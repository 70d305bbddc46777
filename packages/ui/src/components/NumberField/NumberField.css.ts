import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  height: vars.control.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-within]': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  paddingInline: vars.space.sm,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const step = style({
  width: vars.control.md,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.primary },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
