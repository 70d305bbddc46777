import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const tabRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingRight: vars.space.md });
export const tabBar = style({ flex: 1, minWidth: 0 });
