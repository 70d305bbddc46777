import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style([
  focusRing,
  {
    minWidth: vars.control.md,
    height: vars.control.md,
    paddingInline: vars.space.xs,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    transition: transition('border-color, color, background-color'),
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary },
      '&[aria-current=page]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', borderColor: vars.color.border },
    },
  },
]);

export const gap = style({ minWidth: vars.control.md, textAlign: 'center', color: vars.color.textMuted });

export const sizeSelect = style({ width: 120 });
