import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const label = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const value = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
