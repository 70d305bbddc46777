import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const scroller = style({
  position: 'relative',
  overflowY: 'auto',
  overflowX: 'hidden',
  contain: 'strict',
  minHeight: 0,
  outline: 'none',
});

export const inner = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space.lg,
  paddingBottom: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Rows are independent: laying out or painting one never touches the others.
  contain: 'layout paint style',
});

export const cell = style({ minWidth: 0, listStyle: 'none', height: '100%', overflow: 'hidden', contain: 'strict' });

export const status = style({ paddingBlock: vars.space.lg, display: 'flex', justifyContent: 'center' });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
