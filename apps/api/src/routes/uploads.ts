import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { OK, UPLOAD_IMAGE_MAX_BYTES, uploadImageTypes } from '@mall/contract';
import { uploadRoutes as calls } from '@mall/contract/uploads';
import { currentUser, requireUser } from '../http/caller';
import { serve } from '../http/serve';
import { buyerOf } from '../services/checkout';
import { uploadRefusals, visitorPurpose, type UploadService } from '../services/uploads';
import type { AppContext } from './context';

const tags = ['图片上传 Uploads'];
const notFound = { code: 404, msg: '图片不存在或链接已过期' };

/**
 * Photo uploads (issue #12): POST one image's bytes (Content-Type image/jpeg, image/png or
 * image/webp, at most 5 MB) with `?purpose=refund|review|feedback|inquiry|chat`; GET it back by the link the
 * answer gave. Anything but an accepted image type is refused before its body is read.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox<AppContext & { uploads: UploadService }> = async (
  app,
  { productCode, uploads },
) => {
  // The image's own bytes; the route judges them (declared type, magic numbers, size).
  app.addContentTypeParser(
    [...uploadImageTypes],
    { parseAs: 'buffer', bodyLimit: UPLOAD_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Any other type gets the shopper's message, not the framework's, and no body is buffered.
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(Object.assign(new Error(uploadRefusals.type.msg), { statusCode: 415 })),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: uploadRefusals.size.msg });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 415, msg: uploadRefusals.type.msg });
    }
    // Everything else as the app answers it.
    throw error;
  });

  serve(
    app,
    productCode,
    calls.uploadImage,
    {
      tags,
      summary:
        '上传一张图片（退款、评价、反馈、在线客服用，需登录；企业定制咨询的标志图片 purpose=inquiry 无需登录，按网络限频）：JPG、PNG 或 WebP，不超过 5MB，按内容判断类型',
      // Checked before the body is read: a caller without a session uploads nothing, except an
      // enterprise inquiry's logo (issue #14), which a visitor sends (limited per network).
      onRequest: async (request, reply) => {
        if ((request.query as { purpose?: unknown }).purpose !== visitorPurpose) await requireUser(request, reply);
      },
      bodyLimit: UPLOAD_IMAGE_MAX_BYTES,
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { purpose } = request.query;
      const owner = purpose === visitorPurpose ? null : buyerOf(await currentUser(request));
      const type = request.headers['content-type'] ?? '';
      const outcome = await uploads.upload(owner, purpose, type, body, request.ip);
      if ('refused' in outcome) {
        const refusal = uploadRefusals[outcome.refused];
        return reply.status(refusal.status).send({ code: refusal.status, msg: refusal.msg });
      }
      return { code: OK, msg: 'success', data: outcome.image };
    },
  );

  serve(
    app,
    productCode,
    calls.uploadedImage,
    { tags, summary: '读取图片：已公开的评价图片任何人可读，其他图片只凭带签名且未过期的链接' },
    async (request, reply) => {
      const photo = await uploads.read(request.params.id, request.query.e, request.query.s);
      if (!photo) return reply.status(404).send(notFound);
      const extension = photo.mime.slice('image/'.length).replace('jpeg', 'jpg');
      return (
        reply
          .header('content-type', photo.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${request.params.id}.${extension}"`)
          // Never a document that could run anything, whatever the bytes say.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', request.query.s ? 'private, max-age=600' : 'public, max-age=86400')
          .send(photo.bytes)
      );
    },
  );
};
