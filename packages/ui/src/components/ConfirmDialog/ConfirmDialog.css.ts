import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const message = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const icon = style({ flexShrink: 0, color: vars.color.warning, marginTop: 2 });
export const iconDanger = style({ color: vars.color.danger });
