import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits';
import { AppError } from '../lib/app-error';

export const uploadTooLargeMessage = 'The file is larger than 10 MB.';

/**
 * Reads the one file of a multipart request into memory, refusing anything over the upload limit with 413
 * before it is stored anywhere. Returns null when the request carries no file under `field`.
 */
export async function readSingleUpload(request: FastifyRequest, field: string) {
  if (!request.isMultipart())
    throw new AppError('unsupportedMediaType', 'Please send the file as multipart/form-data.');
  const file = await request.file({ limits: { fileSize: limits.uploadBytes, files: 1 } });
  if (!file || file.fieldname !== field) return null;
  const buffer = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payloadTooLarge', uploadTooLargeMessage, { cause: error });
    }
    throw error;
  });
  return { buffer, filename: file.filename, mimetype: file.mimetype };
}
