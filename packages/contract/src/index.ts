// The call contract shared by the mall and the reference server. The front end imports types
// only (`import type`), so TypeBox never reaches the browser bundle.
export { RuntimeConfigSchema, type RuntimeConfig } from './runtimeConfig';
export { CodeEnvelope, RetcodeEnvelope, ResultEnvelope, ErrorBody, Id, TimestampQuery, OK, type CodeEnvelopeOf } from './envelope';
export * from './content';
export * from './articles';
export * from './stores';
export * from './goods';
export * from './search';
export * from './pricing';
export { contentPaths } from './paths';
export { goodsPaths, searchPaths } from './paths';
export { fenToYuan, yuanToFen } from './money';
export * from './auth';
export { authPaths } from './paths';
export * from './staff';
export { staffPaths } from './paths';
export * from './footprints';
export { footprintPaths } from './paths';
export * from './checkout';
export { checkoutPaths } from './paths';
export * from './rules/discounts';
export * from './rules/bag';
export * from './royalty';
export { royaltyPaths } from './paths';
export * from './cart';
export { cartPaths } from './paths';
