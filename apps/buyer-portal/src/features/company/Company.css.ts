import { style } from '@vanilla-extract/css';

/** Lists laid out as rows, without bullets or the browser's indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A picture in a row or a picture field: a fixed square thumbnail. */
export const thumb = style({ width: '6rem', flexShrink: 0 });
export const smallThumb = style({ width: '4rem', flexShrink: 0 });
