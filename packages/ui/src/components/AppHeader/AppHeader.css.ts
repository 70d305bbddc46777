import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  height: 64,
  paddingInline: vars.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    color: vars.color.primary,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.md,
  },
]);

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const festiveLogo = style({ color: vars.color.festive });
export const festiveMark = style({ background: vars.color.festive, color: vars.color.festiveGold });

export const middle = style({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const userButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    height: vars.control.lg,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    cursor: 'pointer',
    maxWidth: 240,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover } },
  },
]);

export const avatar = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryActive,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
  overflow: 'hidden',
});

export const nickname = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
