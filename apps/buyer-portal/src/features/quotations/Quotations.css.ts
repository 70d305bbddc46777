import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

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
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const thumb = style({ width: vars.space.xxxl, flexShrink: 0 });
export const scroll = style({ overflowX: 'auto' });
export const changed = style({ background: vars.color.warningSoft });
export const pre = style({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 });
export const note = style({ color: vars.color.warning });
