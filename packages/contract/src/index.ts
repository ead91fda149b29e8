// The call contract shared by the mall and the reference server. The front end imports types
// only (`import type`), so TypeBox never reaches the browser bundle.
export { RuntimeConfigSchema, type RuntimeConfig } from './runtimeConfig';
export { CodeEnvelope, RetcodeEnvelope, ResultEnvelope, ErrorBody, Id, TimestampQuery, OK, type CodeEnvelopeOf } from './envelope';
export * from './content';
export * from './articles';
export { contentPaths } from './paths';
export { fenToYuan, yuanToFen } from './money';
export * from './auth';
export { authPaths } from './paths';
