import { style } from '@vanilla-extract/css';
import { ellipsis } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const tray = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.lg,
});
export const slots = style({
  display: 'flex',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const slot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 180,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
});
export const emptySlot = style([
  slot,
  { justifyContent: 'center', color: vars.color.textMuted, borderStyle: 'dashed', height: 50 },
]);
export const slotName = style([ellipsis, { flex: 1, minWidth: 0 }]);
export const thumb = style({ width: 40, flexShrink: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  tableLayout: 'fixed',
});
export const th = style({
  width: 120,
  padding: vars.space.sm,
  textAlign: 'left',
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  wordBreak: 'break-word',
});
export const diff = style({ background: vars.color.warningSoft });
export const colHead = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  marginRight: vars.space.xs,
  verticalAlign: 'middle',
});
