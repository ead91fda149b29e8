import { uploadImage, useApiClient, useRuntimeConfig, failureMessage } from '@mall/core';
import { useCallback } from 'react';
import type { ChatClient } from '../logic/chatClient';

/** The picture's own size, so its bubble reserves the room before it loads. */
async function sizeOf(url: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return { width: Math.max(1, image.naturalWidth), height: Math.max(1, image.naturalHeight) };
}

/**
 * Sends a picture (issue #15): uploaded first over HTTP (the server judges its type by its bytes
 * and its size), then sent on the socket by its upload id. `onFailed` hears the server's reason.
 */
export function useImageSend(client: ChatClient, onFailed: (reason: string) => void) {
  const api = useApiClient();
  const { productCode } = useRuntimeConfig();
  return useCallback(
    async (file: File) => {
      const previewUrl = URL.createObjectURL(file);
      try {
        const [size, image] = await Promise.all([sizeOf(previewUrl), uploadImage(api, productCode, 'chat', file)]);
        client.send({ kind: 'image', uploadId: image.id, previewUrl, ...size });
      } catch (error) {
        URL.revokeObjectURL(previewUrl);
        onFailed(failureMessage(error));
      }
    },
    [api, client, onFailed, productCode],
  );
}
