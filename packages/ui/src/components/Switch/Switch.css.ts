import { style } from '@vanilla-extract/css';
import { transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  width: 32,
  height: 18,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: transition('background-color'),
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: transition('transform'),
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
