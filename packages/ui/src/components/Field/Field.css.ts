import { style } from '@vanilla-extract/css';
import { transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

/** Shared field anatomy: label, input shell, description and error, used by every form control. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});

export const required = style({ color: vars.color.danger, marginLeft: 2 });

export const input = style({
  height: vars.control.md,
  width: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: transition('border-color, box-shadow'),
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focused]': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const textarea = style([
  input,
  { height: 'auto', minHeight: 72, paddingBlock: vars.space.sm, resize: 'vertical' },
]);

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
