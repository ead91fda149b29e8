// @mall/feature-ops-system: the console's system pages (issue #29) — the audit trail and the roles.
export { AuditLogContainer } from './containers/AuditLogContainer';
export { RolesContainer } from './containers/RolesContainer';
export { readAuditSearch, writeAuditSearch } from './logic/auditView';
export { opsSystemLocales } from './i18n/locales';
