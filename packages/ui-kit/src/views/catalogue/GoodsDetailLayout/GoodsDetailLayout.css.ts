import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const galleryColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** 在线客服 under the summary (issue #15). */
export const service = style({ display: 'flex', justifyContent: 'flex-end' });

export const added = style({ margin: 0, color: vars.color.positive, fontSize: vars.fontSize.body });
