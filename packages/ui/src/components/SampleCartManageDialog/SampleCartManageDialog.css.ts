import { style } from '@vanilla-extract/css';
import { ellipsis } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const info = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const name = style([
  ellipsis,
  { fontWeight: vars.fontWeight.medium, display: 'flex', gap: vars.space.xs, alignItems: 'center' },
]);
export const sub = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  marginBlock: vars.space.sm,
});
export const formActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
