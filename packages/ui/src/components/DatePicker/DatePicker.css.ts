import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.control.md,
  paddingLeft: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const dateInput = style({ display: 'inline-flex', fontVariantNumeric: 'tabular-nums' });
export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-type=literal]': { color: vars.color.textMuted },
  },
});
export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    height: '100%',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    border: 'none',
    background: 'transparent',
    color: vars.color.textSecondary,
    cursor: 'pointer',
  },
]);
export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.popover,
  padding: vars.space.md,
});
export const calHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  padding: 4,
});
export const cell = style({
  width: 32,
  height: 32,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])[data-range]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryActive,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-today]': { fontWeight: vars.fontWeight.bold },
  },
});
export const dash = style({ color: vars.color.textMuted });
