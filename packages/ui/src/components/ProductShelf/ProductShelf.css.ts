import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const shelf = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The cell is a size container so its card can be exactly as tall as ProductGrid's: picture width + body. */
export const cell = style({ minWidth: 0, containerType: 'inline-size' });

export const card = style({ overflow: 'hidden' });

export const skeletonPicture = style({ flex: 1 });

export const hidden = style(visuallyHidden);
