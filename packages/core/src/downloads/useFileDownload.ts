import { useCallback, useState } from 'react';
import { failureMessage } from '../api/errors';
import { fileDownload } from './fileDownload';

/** One download to run: which item it is, the file's name and type, and the call that answers its bytes. */
export type FileDownloadRequest = {
  /** Names the item being downloaded (an order or certificate number), so its button alone shows it pending. */
  key: string;
  fileName: string;
  type: string;
  fetchBytes: () => Promise<Uint8Array>;
  /** Said when the failure carries no message of the server's. */
  failedText: string;
};

/**
 * A file the member downloads through the api client (issue #14: invoice and guarantee PDFs): the
 * item whose download is pending, the last failure's message, and `download`, which fetches the bytes
 * and saves them ({@link fileDownload}).
 */
export function useFileDownload() {
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const download = useCallback(async ({ key, fileName, type, fetchBytes, failedText }: FileDownloadRequest) => {
    setPending(key);
    setFailed(undefined);
    try {
      fileDownload.save(fileName, await fetchBytes(), type);
    } catch (error) {
      setFailed(failureMessage(error) || failedText);
    } finally {
      setPending(undefined);
    }
  }, []);
  return { pending, failed, download };
}
