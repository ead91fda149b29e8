import { AFTERSALES_READ } from '@mall/contract/ops';
import type { OpsNavItem } from '@mall/feature-ops-shell';
import { paths } from './paths';

/** The console's sections and the permission each needs (issue #29; the server checks the same on its calls). */
export const navigation = [
  { key: 'orders', path: paths.orders(), permission: 'orders.read', group: 'trade' },
  { key: 'feedback', path: paths.feedback(), permission: 'service.reply', group: 'service' },
  { key: 'inquiries', path: paths.inquiries(), permission: 'service.reply', group: 'service' },
  { key: 'aftersales', path: paths.aftersales(), permission: AFTERSALES_READ, group: 'trade' },
  { key: 'audit', path: paths.audit(), permission: 'audit.read', group: 'system' },
  { key: 'roles', path: paths.roles(), permission: 'roles.manage', group: 'system' },
] as const satisfies readonly OpsNavItem[];

export type OpsSection = (typeof navigation)[number]['key'];
