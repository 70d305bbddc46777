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

export const festiveLogo = style({
  color: vars.color.festive,
  textShadow: `0 1px 0 ${vars.color.festiveGold}`,
});
/** The lantern: gold lines and caps (currentColor) on a red body. */
export const lantern = style({ color: vars.color.festiveGold, flexShrink: 0, marginBlock: -4 });
export const lanternBody = style({ fill: vars.color.festive });
/** A square red seal with gold characters, like a New-Year stamp. */
export const festiveSeal = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: 4,
  paddingBlock: 1,
  border: `1.5px solid ${vars.color.festiveGold}`,
  borderRadius: vars.radius.sm,
  background: vars.color.festive,
  // A pale gold: the saturated gold would miss the 4.5:1 text contrast on the red.
  color: '#fff3d1',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  letterSpacing: '0.1em',
  textShadow: 'none',
  transform: 'rotate(-6deg)',
});

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
