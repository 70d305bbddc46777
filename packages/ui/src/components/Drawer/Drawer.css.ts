import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slide = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.motion.normal} ${vars.motion.easing}` } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.z.modal,
  maxWidth: '100vw',
  display: 'flex',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${slide} ${vars.motion.slow} ${vars.motion.easing}` } },
});

const slideLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
export const left = style({
  left: 0,
  right: 'auto',
  selectors: { '&[data-entering]': { animation: `${slideLeft} ${vars.motion.slow} ${vars.motion.easing}` } },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', outline: 'none', minWidth: 0 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ flex: 1, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const body = style({ flex: 1, overflow: 'auto', padding: vars.space.lg, minHeight: 0 });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
