import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { isApiError } from '../api/errors';
import { createMemoryStorage } from '../session/memoryStorage';
import { createSessionStore } from '../session/createSessionStore';
import { uploadImage } from './uploadImage';

const origin = 'http://127.0.0.1:8080';

function clientAnswering(status: number, body: unknown) {
  const session = createSessionStore(createMemoryStorage());
  session.set({ uid: 7, idToken: 'token-7' });
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const client = createApiClient({
    config: { appId: 'jinyuan-web', hosts: { api: '', newApi: '', sso: '', crm: '', origin: '' } },
    session,
    origin,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => 1_767_225_600_000,
  });
  return { client, fetch };
}

describe('uploadImage (issue #12 photos)', () => {
  it('sends the file itself with its type and the purpose, and answers the stored photo', async () => {
    const image = { id: 'A'.repeat(24), url: '/mall-order-server/api/upload/image/x?e=1&s=2' };
    const { client, fetch } = clientAnswering(200, { code: 200, msg: 'success', data: image });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ring.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(client, 'mall', 'refund', file)).resolves.toEqual(image);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url);
    expect(sent.pathname).toBe('/mall-order-server/api/upload/image');
    expect(sent.searchParams.get('purpose')).toBe('refund');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get('content-type')).toBe('image/jpeg');
  });

  it("rejects with the server's message when the photo is refused", async () => {
    const { client } = clientAnswering(413, { code: 413, msg: '图片不能超过 5MB，请压缩后再上传' });
    const file = new File([new Uint8Array([1])], 'big.png', { type: 'image/png' });
    const failure = await uploadImage(client, 'mall', 'review', file).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.msg).toBe('图片不能超过 5MB，请压缩后再上传');
  });
});
