import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const scroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
/** Amounts and counts: right-aligned, digits of one width so columns of figures line up. */
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const highlighted = style({ background: vars.color.warningSoft });
