// @mall/contract/uploads: photo uploads (issue #12) — their calls and schemas.
import { pathsOf } from '../call';
import { uploadCalls } from './calls';

export * from './schemas';
export { uploadCalls, uploadRoutes } from './calls';

/** The upload calls' paths (tests and mocks; `uploadedImage` keeps its `:id`). */
export const uploadPaths = (productCode: string) => pathsOf(uploadCalls, productCode);
