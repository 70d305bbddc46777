import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: vars.control.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    [`${root}[data-focus-within] &, ${root}:focus-within &`]: {
      borderColor: vars.color.borderFocus,
      boxShadow: `0 0 0 2px ${vars.color.primarySoft}`,
    },
    [`${root}[data-disabled] &`]: { background: vars.color.surfaceMuted },
  },
});

export const icon = style({ marginLeft: vars.space.sm, color: vars.color.textMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space.sm,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  display: 'inline-flex',
  marginRight: vars.space.xs,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
  },
});
