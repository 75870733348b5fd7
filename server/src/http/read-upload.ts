import { httpTexts } from '@common/errors/texts';
import { uploadTexts } from '@common/assets/upload-texts';
import type {} from '@fastify/multipart';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { limits } from '@common/limits';
import { AppError } from '../lib/app-error';

export const uploadTooLargeMessage = uploadTexts.fileTooLarge;

export interface ReadUpload {
  buffer: Buffer;
  /** SHA-256 of the bytes, hex, computed while they streamed in. */
  sha256: string;
  filename: string;
  mimetype: string;
  /** Text fields of the form. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request, hashing it as it streams in and refusing it with 413 as soon as
 * it passes the upload limit (nothing has been stored by then). Returns null when no file came under `field`.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<ReadUpload | null> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', httpTexts.multipartRequired);
  const fields: Record<string, string> = {};
  let upload: ReadUpload | null = null;
  try {
    upload = await readParts(request, field, fields);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payloadTooLarge', uploadTooLargeMessage, { cause: error });
    }
    throw error;
  }
  return upload;
}

async function readParts(request: FastifyRequest, field: string, fields: Record<string, string>) {
  let upload: ReadUpload | null = null;
  for await (const part of request.parts({ limits: { fileSize: limits.uploadBytes, files: 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
    if (part.file.truncated) throw new AppError('payloadTooLarge', uploadTooLargeMessage);
    if (part.fieldname === field) {
      upload = {
        buffer: Buffer.concat(chunks),
        sha256: hash.digest('hex'),
        filename: part.filename,
        mimetype: part.mimetype,
        fields,
      };
    }
  }
  return upload;
}
