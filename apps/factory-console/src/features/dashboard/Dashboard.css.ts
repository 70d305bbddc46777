import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'right',
});

export const big = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const chart = style([card, {}]);
export const chartTitle = cardTitle;
export const svg = style({ width: '100%', height: 'auto', display: 'block' });
export const bar = style({ fill: vars.color.primary });
export const axis = style({ stroke: vars.color.border });

export const fixList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
