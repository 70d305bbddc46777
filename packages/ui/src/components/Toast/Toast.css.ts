import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 200,
  maxWidth: 480,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const icon = styleVariants({
  success: { color: vars.color.success, flexShrink: 0 },
  error: { color: vars.color.danger, flexShrink: 0 },
  warning: { color: vars.color.warning, flexShrink: 0 },
  info: { color: vars.color.info, flexShrink: 0 },
});

export const content = style({ flex: 1, minWidth: 0, wordBreak: 'break-word' });
