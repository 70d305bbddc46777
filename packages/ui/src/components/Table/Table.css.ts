import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const wrap = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  outline: 'none',
});

export const header = style({ position: 'sticky', top: 0, zIndex: 1 });

export const column = style([
  focusRing,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textSecondary,
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
    textAlign: 'left',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    },
  },
]);

export const sortIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginLeft: vars.space.xxs,
  color: vars.color.primary,
});

export const row = style([
  focusRing,
  {
    outlineOffset: -2,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.surfaceSelected },
      '&[data-disabled]': { color: vars.color.textDisabled },
    },
  },
]);

export const cell = style([
  focusRing,
  {
    outlineOffset: -2,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    selectors: { [`${row}:last-child &`]: { borderBottom: 'none' } },
  },
]);

export const checkCell = style({ width: 40, paddingRight: 0 });

export const alignEnd = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const alignCenter = style({ textAlign: 'center' });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
