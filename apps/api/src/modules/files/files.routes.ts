import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Limits } from '@uu/contract/limits';
import { FILES_PATH } from '@uu/contract/profile';
import { routes } from '@uu/contract/routes';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../../lib/route';

/** Files are named by the server and never change: cached for a year, and never run as a document. */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline',
};

export async function registerFilesRoutes(app: FastifyInstance) {
  const { files } = app.services;
  // The two uploads in a scope of their own: the multipart plugin's hooks (a `close` listener on every request, a
  // clean-up after every answer) then run on these calls only, not on every read of the API (issue 25).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      // One file part; anything past 1 MB is cut off and refused rather than buffered.
      limits: { fileSize: Limits.imageMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    defineRoute(uploads, routes.upload, async ({ auth, request }) => files.saveImage(auth.user.id, await readOneFile(request)));

    // spec §7's admin upload endpoint: the file comes in the part named `pics` unless `field` says otherwise.
    defineRoute(uploads, routes.adminUpload, async ({ query, request }) =>
      files.saveAdminImage(await readOneFile(request, query.field), query.model, query.pid ?? null),
    );
  });

  app.get<{ Params: { name: string } }>(`${FILES_PATH}/:name`, { schema: { hide: true } }, async (request, reply) => {
    const file = await files.read(request.params.name);
    if (!file) throw new AppError('NOT_FOUND', { status: 404 });
    reply.headers({ ...FILE_HEADERS, 'content-type': file.type });
    return reply.send(file.bytes);
  });
}

/**
 * The one file part of a multipart body (named `field` when given). The whole body is read, so a
 * second file is seen (and refused) rather than left unread; past 1 MB it is cut off and refused.
 */
async function readOneFile(request: FastifyRequest, field?: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_MISSING');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (bytes) throw new AppError('VALIDATION', { issues: [{ path: 'file', key: 'validation.oneFile' }] });
      if (field !== undefined && part.fieldname !== field) {
        await part.toBuffer(); // drained, then refused: the caller named another part
        throw new AppError('VALIDATION', { issues: [{ path: field, key: 'validation.uploadField' }] });
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('UPLOAD_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION', { issues: [{ path: 'file', key: 'validation.oneFile' }] });
    }
    throw error;
  }
  if (!bytes) throw new AppError('UPLOAD_MISSING');
  return bytes;
}
