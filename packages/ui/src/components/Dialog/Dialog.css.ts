import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  '@media': { [breakpoints.phone]: { padding: vars.space.sm } },
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const modal = style({
  zIndex: vars.z.modal,
  maxHeight: '100%',
  // A dialog of any size fits a phone's width (the overlay's padding on either side).
  maxWidth: '100%',
  minWidth: 0,
  display: 'flex',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const width = styleVariants({
  sm: { width: 400 },
  md: { width: 560 },
  lg: { width: 800 },
  xl: { width: 1080 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  outline: 'none',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const body = style({
  padding: vars.space.xl,
  overflow: 'auto',
  flex: 1,
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
