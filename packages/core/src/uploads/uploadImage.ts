import type { UploadPurpose } from '@mall/contract';
import { uploadCalls, type UploadedImage } from '@mall/contract/uploads';
import type { ApiClient } from '../api/createApiClient';
import { sendCall } from '../api/calls';

/** Uploads one image's bytes for `purpose` (issue #12); resolves with its id and link, rejects with an ApiError. */
export function uploadImage(
  client: ApiClient,
  productCode: string,
  purpose: UploadPurpose,
  file: Blob,
): Promise<UploadedImage> {
  return sendCall(
    client,
    productCode,
    uploadCalls.uploadImage,
    { body: file, query: { purpose } },
    // The file's own type: the server compares it with the bytes. Uploads may take longer than a call.
    { headers: { 'content-type': file.type }, timeoutMs: 60_000 },
  );
}
