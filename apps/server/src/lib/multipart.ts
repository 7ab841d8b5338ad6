import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { data: Buffer; filename: string }>;
}

/** Reads a whole multipart form: text fields, and the files of the named file fields. */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  labels: Record<string, string> = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname)) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    try {
      const data = await part.toBuffer();
      if (data.length > 0) form.files[part.fieldname] = { data, filename: part.filename };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        const label = labels[part.fieldname] ?? part.fieldname;
        const message = `${label} must be at most 5 MB`;
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', message, { [part.fieldname]: [message] });
      }
      throw error;
    }
  }
  return form;
}
