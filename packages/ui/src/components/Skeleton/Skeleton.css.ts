import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const shimmer = keyframes({ '0%': { backgroundPosition: '100% 0' }, '100%': { backgroundPosition: '0 0' } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 37%, ${vars.color.surfaceMuted} 63%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const text = style({ height: '1em', marginBlock: '0.3em' });
export const circle = style({ borderRadius: vars.radius.full });
