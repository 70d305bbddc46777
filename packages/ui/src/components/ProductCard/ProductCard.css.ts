import { style } from '@vanilla-extract/css';
import { ellipsis, nativeFocusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: transition('box-shadow, border-color'),
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const media = style({ position: 'relative' });

export const select = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  display: 'flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,255,255,0.9)',
  cursor: 'pointer',
});

export const checkbox = style([
  nativeFocusRing,
  { width: 16, height: 16, margin: 0, accentColor: vars.color.primary, cursor: 'pointer' },
]);

export const tags = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  gap: vars.space.xxs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  flex: 1,
  minWidth: 0,
});

export const name = style([
  nativeFocusRing,
  {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    minHeight: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.md})`,
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.primary } },
  },
]);

export const meta = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);

export const factory = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textSecondary }]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  // The height of the action buttons, so a lite card (no buttons yet) has the same layout.
  minHeight: `calc(${vars.control.sm} + ${vars.space.xs})`,
  boxSizing: 'border-box',
});

export const actions = style({ display: 'flex', gap: vars.space.xxs });

export const action = style([
  nativeFocusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.control.sm,
    height: vars.control.sm,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textSecondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.primary },
      '&[aria-pressed=true]': { borderColor: vars.color.primary, color: vars.color.primary },
    },
  },
]);
