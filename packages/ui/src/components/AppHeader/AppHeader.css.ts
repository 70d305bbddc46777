import { style } from '@vanilla-extract/css';
import { breakpoints, tapTarget } from '../../theme/tokens';
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
  '@media': {
    // A phone: logo and actions on the first row, the middle slot (search) on a row of its own below.
    [breakpoints.phone]: {
      flexWrap: 'wrap',
      height: 'auto',
      rowGap: vars.space.xs,
      columnGap: vars.space.sm,
      paddingInline: vars.space.sm,
      paddingBlock: vars.space.xs,
    },
  },
});

/** Shown from a tablet up; a phone leaves it out (fullscreen, history, the user's name and type). */
export const desktopOnly = style({ '@media': { [breakpoints.phone]: { display: 'none' } } });

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
    '@media': { [breakpoints.phone]: { minHeight: tapTarget, minWidth: tapTarget, fontSize: vars.fontSize.md } },
  },
]);

/** Out of sight on a phone but still read out (the user button keeps its name for screen readers). */
export const phoneVisuallyHidden = style({
  '@media': {
    [breakpoints.phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

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

export const middle = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [breakpoints.phone]: { order: 3, flexBasis: '100%' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  '@media': { [breakpoints.phone]: { marginInlineStart: 'auto', flexShrink: 1, minWidth: 0 } },
});

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
    '@media': { [breakpoints.phone]: { height: tapTarget, minWidth: tapTarget, justifyContent: 'center' } },
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
