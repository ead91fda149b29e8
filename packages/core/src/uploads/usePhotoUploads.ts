import { uploadProblem, type UploadProblem, type UploadPurpose } from '@mall/contract';
import { type UploadedImage } from '@mall/contract/uploads';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../api/react';
import { failureMessage } from '../api/errors';
import { useRuntimeConfig } from '../config/react';
import { uploadImage } from './uploadImage';

/** One chosen photo and where its upload stands. */
export type PhotoUpload = {
  key: string;
  name: string;
  /** An object URL of the chosen file, for the preview. */
  previewUrl: string;
  state: 'uploading' | 'done' | 'failed';
  /** The stored photo once uploaded. */
  image?: UploadedImage;
  /** The server's reason when the upload failed ('' when it gave none: the caller's fallback text). */
  message?: string;
};

let sequence = 0;
const nextKey = () => `photo-${(sequence += 1)}`;

/**
 * The photos of one form (issue #12 refund and review photos): each chosen file is checked as the
 * server will check it (type and size, `uploadProblem`), uploaded at once, and kept with its state;
 * `ids` are the uploaded photos the form cites. Files refused before sending are not added: `add`
 * answers their problems so the form can say why. A failed upload keeps its file for a retry.
 */
export function usePhotoUploads(purpose: UploadPurpose, max: number) {
  const client = useApiClient();
  const { productCode } = useRuntimeConfig();
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const files = useRef(new Map<string, File>());
  const mounted = useRef(true);
  const current = useRef(photos);
  current.current = photos;

  useEffect(() => {
    mounted.current = true;
    const previews = files;
    return () => {
      mounted.current = false;
      for (const photo of current.current) URL.revokeObjectURL(photo.previewUrl);
      previews.current.clear();
    };
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      const update = (change: Partial<PhotoUpload>) => {
        if (mounted.current)
          setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
      };
      update({ state: 'uploading' });
      try {
        update({ state: 'done', image: await uploadImage(client, productCode, purpose, file) });
      } catch (error) {
        update({ state: 'failed', message: failureMessage(error) });
      }
    },
    [client, productCode, purpose],
  );

  const add = useCallback(
    (chosen: readonly File[]): UploadProblem[] => {
      const problems: UploadProblem[] = [];
      const accepted: PhotoUpload[] = [];
      const room = max - current.current.length;
      for (const file of chosen) {
        const problem = uploadProblem(file);
        if (problem) problems.push(problem);
        else if (accepted.length < room) {
          const key = nextKey();
          files.current.set(key, file);
          accepted.push({ key, name: file.name, previewUrl: URL.createObjectURL(file), state: 'uploading' });
        }
      }
      if (accepted.length > 0) {
        setPhotos((list) => [...list, ...accepted]);
        for (const photo of accepted) void send(photo.key, files.current.get(photo.key) as File);
      }
      return problems;
    },
    [max, send],
  );

  const remove = useCallback((key: string) => {
    const photo = current.current.find((item) => item.key === key);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    files.current.delete(key);
    setPhotos((list) => list.filter((item) => item.key !== key));
  }, []);

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void send(key, file);
    },
    [send],
  );

  return useMemo(
    () => ({
      photos,
      add,
      remove,
      retry,
      /** The uploaded photos' ids, in the order chosen. */
      ids: photos.flatMap((photo) => (photo.state === 'done' && photo.image ? [photo.image.id] : [])),
      /** Some photo is still on its way: the form waits before it is sent. */
      isUploading: photos.some((photo) => photo.state === 'uploading'),
      /** Some photo failed: the form asks for a retry or a removal before it is sent. */
      hasFailed: photos.some((photo) => photo.state === 'failed'),
    }),
    [photos, add, remove, retry],
  );
}
