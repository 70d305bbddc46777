import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    height: vars.control.md,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    textAlign: 'left',
    transition: transition('border-color'),
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary },
      '&[data-pressed]': { borderColor: vars.color.borderFocus },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.popover,
  outline: 'none',
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  minHeight: vars.control.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
      background: vars.color.surfaceSelected,
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const check = style({ marginLeft: 'auto', flexShrink: 0 });
