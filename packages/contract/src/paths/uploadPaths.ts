/**
 * Photo uploads (issue #12 refunds and reviews): one image per POST on the order server, read back
 * by id (`:id` is the route's parameter; the upload's answer gives each photo's URL).
 */
export function uploadPaths(product: string) {
  const upload = `/${product}-order-server/api/upload/image`;
  return { uploadImage: upload, uploadedImage: `${upload}/:id` } as const;
}
