import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@institute/shared/api-error';
import { AppError } from './errors';
import { nulRefused } from './text-input';

/** A form whose body is not multipart as it says (no boundary, cut short, damaged). */
export const MALFORMED_FORM_MESSAGE =
  'The form could not be read: it was incomplete or damaged. Please send it again.';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, { data: Buffer; filename: string }>;
}

/** Reads a whole multipart form: text fields, and the files of the named file fields. */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  labels: Record<string, string> = {},
  /** More file parts than the app's limit (4), for a form with more file fields. */
  maxFiles?: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    await readParts(request, form, fileFields, labels, maxFiles);
  } catch (error) {
    // The form's own errors (a file too large, too many parts) keep their answer; what the
    // parser throws without a status is a body that is not the multipart it claims to be.
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw new AppError(400, ERROR_CODES.badRequest, MALFORMED_FORM_MESSAGE);
  }
  return form;
}

async function readParts(
  request: FastifyRequest,
  form: MultipartForm,
  fileFields: readonly string[],
  labels: Record<string, string>,
  maxFiles?: number,
): Promise<void> {
  const parts =
    maxFiles === undefined ? request.parts() : request.parts({ limits: { files: maxFiles } });
  for await (const part of parts) {
    // A NUL character in a text (lib/text-input.ts): refused, naming the field.
    if (part.fieldname.includes('\u0000'))
      throw nulRefused(part.fieldname.replaceAll('\u0000', ''));
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        if (part.value.includes('\u0000')) throw nulRefused(part.fieldname);
        form.fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (part.filename.includes('\u0000')) {
      await part.toBuffer().catch(() => undefined);
      throw nulRefused(part.fieldname);
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
}
