import { uploadImageTypes, type UploadPurpose } from '@mall/contract';
import { usePhotoUploads } from '@mall/core';
import type { PhotoPickerProps } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The words of one picker that differ between the service forms (the rest are the `photos.*` texts). */
type PhotoFieldWords = { label: string; description: string; add: string };

/**
 * A photo picker of a service form (the feedback's photos, the inquiry's logo): each chosen file is
 * checked and uploaded at once (core's upload seam), a refused file's reason shows at the picker, and
 * a failed upload says why. `picker` goes to the ui-kit form as it is; `uploads` tells the submit
 * what is ready; `clear` empties the picker after a form was sent.
 */
export function usePhotoField(purpose: UploadPurpose, max: number, words: PhotoFieldWords) {
  const { t } = useTranslation('service');
  const uploads = usePhotoUploads(purpose, max);
  const [error, setError] = useState<string>();
  const picker: PhotoPickerProps = {
    label: words.label,
    description: words.description,
    items: uploads.photos.map((photo) => ({
      key: photo.key,
      name: photo.name,
      previewUrl: photo.previewUrl,
      state: photo.state,
      ...(photo.state === 'failed' ? { error: photo.message || t('photos.failed') } : {}),
    })),
    max,
    acceptedTypes: uploadImageTypes,
    texts: {
      add: words.add,
      remove: (name) => t('photos.remove', { name }),
      retry: t('photos.retry'),
      uploading: t('photos.uploading'),
      count: (count, total) => t('photos.count', { count, max: total }),
    },
    error,
    onAdd: (files) => {
      const problems = uploads.add(files);
      setError(problems[0] ? t(`photos.${problems[0]}`) : undefined);
    },
    onRemove: uploads.remove,
    onRetry: uploads.retry,
  };
  const clear = () => {
    for (const photo of uploads.photos) uploads.remove(photo.key);
    setError(undefined);
  };
  return { picker, uploads, clear };
}
