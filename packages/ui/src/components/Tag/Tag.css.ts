import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tag = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    height: 24,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.xs,
    cursor: 'default',
    selectors: {
      '&[data-selection-mode]': { cursor: 'pointer' },
      '&[data-hovered][data-selection-mode]': { borderColor: vars.color.primary, color: vars.color.primary },
      '&[data-selected]': {
        background: vars.color.primarySoft,
        borderColor: vars.color.primary,
        color: vars.color.primaryActive,
      },
      '&[data-disabled]': { color: vars.color.textDisabled },
    },
  },
]);
export const remove = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: { '&[data-hovered]': { color: vars.color.danger } },
});
