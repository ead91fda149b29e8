import { Worker } from 'node:worker_threads';
import type { PdfJob } from './pdfWorker';

export type PdfRenderer = { render(job: PdfJob): Promise<Buffer>; close(): Promise<void> };

/**
 * Draws PDFs on one worker thread, started on first use (issue #14). Measured here: a document takes
 * about 120–400 ms (fontkit reads the 10 MB CJK font and cuts the subset), which must not stall the
 * event loop every other request waits on; the worker's first document also pays its start-up
 * (≈ 2 s: TypeScript loader and font). Jobs queue on the worker in order.
 */
export function pdfRenderer(): PdfRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve(bytes: Buffer): void; reject(error: Error): void }>();

  const start = () => {
    // Compiled (apps/api/dist, issue #17) the worker is its own bundle beside the server's (build.ts); from the
    // sources, Node 20 does not apply the parent's TypeScript loader to a worker's entry, so tsx is registered first.
    const isCompiled = import.meta.url.endsWith('.js');
    const started = isCompiled
      ? new Worker(new URL('./pdfWorker.js', import.meta.url))
      : new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
            new URL('./pdfWorker.ts', import.meta.url).href,
          )}); })`,
          { eval: true },
        );
    started.unref();
    started.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = waiting.get(message.id);
      waiting.delete(message.id);
      if (!job) return;
      if (message.bytes) job.resolve(Buffer.from(message.bytes));
      else job.reject(new Error(message.error ?? 'PDF worker failed'));
    });
    const fail = (error: Error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
      worker = undefined;
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`PDF worker stopped (${code})`)));
    return started;
  };

  return {
    render(job) {
      worker ??= start();
      const id = nextId++;
      const running = worker;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running.postMessage({ id, job });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
    },
  };
}
