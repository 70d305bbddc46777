import { style } from '@vanilla-extract/css';
import { transition, visuallyHidden } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transition: transition('background-color, border-color, color'),
  selectors: {
    '&:hover, &[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primaryActive,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const input = style(visuallyHidden);
export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.primary });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
