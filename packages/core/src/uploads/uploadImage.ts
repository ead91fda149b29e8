import { uploadPaths, type UploadedImage, type UploadPurpose } from '@mall/contract';
import type { ApiClient } from '../api/createApiClient';
import { ensureOk } from '../api/envelope';

/** Uploads one image's bytes for `purpose` (issue #12); resolves with its id and link, rejects with an ApiError. */
export async function uploadImage(
  client: ApiClient,
  productCode: string,
  purpose: UploadPurpose,
  file: Blob,
): Promise<UploadedImage> {
  const answer = await client.post<{ code: number; msg: string; data: UploadedImage }>(
    uploadPaths(productCode).uploadImage,
    file,
    // The file's own type: the server compares it with the bytes. Uploads may take longer than a call.
    { params: { purpose }, headers: { 'content-type': file.type }, timeoutMs: 60_000 },
  );
  return ensureOk(answer).data;
}
