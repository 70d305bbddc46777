import { style } from '@vanilla-extract/css';
import { ellipsis, focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  alignItems: 'stretch',
  height: 40,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const nav = style({ flex: 1, minWidth: 0, display: 'flex' });

export const scroller = style({
  flex: 1,
  margin: 0,
  listStyle: 'none',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-end',
  gap: 2,
  paddingInline: vars.space.sm,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: 32,
  maxWidth: 200,
  paddingRight: vars.space.xs,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  border: '1px solid transparent',
  borderBottom: 'none',
  color: vars.color.textSecondary,
  transition: transition('background-color, color'),
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.border,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 1,
      background: vars.color.surface,
    },
  },
});

export const tabButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    height: '100%',
    paddingLeft: vars.space.md,
    paddingRight: vars.space.xs,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
  },
]);

export const title = style([ellipsis, { minWidth: 0 }]);

export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 16,
    height: 16,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.border, color: vars.color.text } },
  },
]);

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
