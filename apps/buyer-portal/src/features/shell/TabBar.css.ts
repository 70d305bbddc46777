import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const strip = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 1,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-active="true"]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
  },
});
export const tabLink = style({
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: 'inherit',
});
export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
