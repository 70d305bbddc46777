import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', alignItems: 'stretch', width: '100%', maxWidth: 640, minWidth: 0 });
export const kinds = style({ display: 'flex', flexShrink: 0 });
export const kind = style([
  {
    display: 'flex',
    alignItems: 'center',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.primary}`,
    borderRight: 'none',
    background: vars.color.surface,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&:first-child': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
      '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-selected]': {
        background: vars.color.primarySoft,
        color: vars.color.primaryActive,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
]);
export const combo = style({ flex: 1, minWidth: 0, display: 'flex' });
/** The ComboBox's own box is left out of the layout: its input sits in inputWrap beside the camera. */
export const comboBox = style({ display: 'contents' });
export const inputWrap = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  height: vars.control.lg,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
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
export const submit = style({ borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`, height: vars.control.lg });
export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: 360,
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.popover,
});
export const section = style({ padding: vars.space.xs });
export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceHover, color: vars.color.primary } },
});

export const kindRadio = style(visuallyHidden);
