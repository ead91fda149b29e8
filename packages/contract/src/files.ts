import { Type } from '@sinclair/typebox';

// File answers (issue #37): bytes, not JSON. The server sends a Buffer as it is (never serialised);
// the browser reads the bytes with `responseType: 'arrayBuffer'` on a `bare` call, so the static
// type is what the browser gets.

/** A PDF attachment's bytes (an invoice, a guarantee certificate). */
export const PdfFile = Type.Unsafe<ArrayBuffer>({ type: 'string', format: 'binary' });
