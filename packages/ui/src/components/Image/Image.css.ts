import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  width: '100%',
});

export const img = style({
  display: 'block',
  width: '100%',
  height: '100%',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  // Transparent until loaded (data-loaded is set by the load handler), then fades in.
  selectors: { '&:not([data-loaded])': { opacity: 0 } },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
