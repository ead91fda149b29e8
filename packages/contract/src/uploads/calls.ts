import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import { uploadImageTypes } from '../rules/uploads';
import {
  UploadedImageFile,
  UploadedImageParams,
  UploadedImageQuery,
  UploadImageBytes,
  UploadImageQuery,
  UploadImageResponse,
} from './schemas';

// Photo uploads (issue #12 refunds and reviews, #14 feedback and inquiries, #15 chat): one image
// per POST on the order server, read back by the link the upload's answer gives (`:id` is the
// route's parameter).
const upload = '/{product}-order-server/api/upload/image';

/** The upload calls, for both sides. */
export const uploadCalls = {
  /** One image's bytes for `?purpose=` (takes `{ body: the file, query: { purpose } }`). */
  uploadImage: call<{
    body: typeof UploadImageBytes;
    query: typeof UploadImageQuery;
    response: typeof UploadImageResponse;
  }>()({
    method: 'POST',
    path: upload,
    envelope: 'code',
  }),
  /** A stored photo's bytes: read by the browser as an image's `src` (the upload's `url`), not bound. */
  uploadedImage: call<{ query: typeof UploadedImageQuery; response: typeof UploadedImageFile }>()({
    method: 'GET',
    path: `${upload}/:id`,
    envelope: 'bare',
  }),
};

/** The upload calls with the schemas the server checks them by. */
export const uploadRoutes = routeSchemas(uploadCalls, {
  uploadImage: {
    // The bytes are not JSON: the OpenAPI document names the image types they come as.
    consumes: uploadImageTypes,
    body: UploadImageBytes,
    querystring: UploadImageQuery,
    response: {
      200: UploadImageResponse,
      400: ErrorBody,
      401: ErrorBody,
      413: ErrorBody,
      415: ErrorBody,
      429: ErrorBody,
    },
  },
  uploadedImage: {
    params: UploadedImageParams,
    querystring: UploadedImageQuery,
    response: { 200: UploadedImageFile, 404: ErrorBody },
  },
});
