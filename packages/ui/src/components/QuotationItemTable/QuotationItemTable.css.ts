import { style } from '@vanilla-extract/css';
import { ellipsis } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const wrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const th = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const product = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 200 });
export const productName = style([ellipsis, { maxWidth: 220 }]);
export const cellInput = style({ width: 96 });
export const narrowInput = style({ width: 72 });
export const quoted = style({ color: vars.color.price, fontWeight: vars.fontWeight.bold });
export const problem = style({ color: vars.color.warning, fontSize: vars.fontSize.xs });
export const formula = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const totals = style({ background: vars.color.primarySoft, fontWeight: vars.fontWeight.bold });
