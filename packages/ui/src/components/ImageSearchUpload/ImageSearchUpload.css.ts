import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 482,
  maxWidth: '100%',
});
export const urlRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const grow = style({ flex: 1, minWidth: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const paste = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
