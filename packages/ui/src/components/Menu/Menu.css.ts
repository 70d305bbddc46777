import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const popover = style({
  minWidth: 160,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.popover,
  outline: 'none',
  overflow: 'auto',
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.md,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover, color: vars.color.primary },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-selected]': { color: vars.color.primary },
  },
});

export const danger = style({ color: vars.color.danger });

export const icon = style({ display: 'inline-flex', color: 'inherit', flexShrink: 0 });

export const separator = style({ height: 1, background: vars.color.border, marginBlock: vars.space.xs });

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
