import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const intro = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm, maxWidth: 880 });
export const layout = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start', flexWrap: 'wrap' });
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: 1, minWidth: 320 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const side = style([panel, { width: 260, flexShrink: 0 }]);
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const samples = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const historyItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const notes = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const fieldSelect = style({ minWidth: 180 });
// Q&A
export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const bubbleMine = style({
  alignSelf: 'flex-end',
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  wordBreak: 'break-word',
});
export const bubble = style([panel, { gap: vars.space.sm }]);
export const answerText = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text, lineHeight: 1.7 });
export const note = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const factoryCards = style([cards, { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }]);
export const ask = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const askField = style({ flex: 1 });
