import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  width: 400,
  maxWidth: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'center',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.md });

export const codeRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
