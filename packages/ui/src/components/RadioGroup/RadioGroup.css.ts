import { style } from '@vanilla-extract/css';
import { transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  selectors: { [`${group}[data-orientation=vertical] &`]: { flexDirection: 'column' } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const dot = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: transition('border-width, border-color'),
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 5 },
    [`${radio}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${radio}[data-disabled] &`]: { background: vars.color.surfaceMuted, borderColor: vars.color.border },
  },
});
