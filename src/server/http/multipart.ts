import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "./errors";

export interface Upload {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  filename: string;
  bytes: Buffer;
}

/**
 * Reads the one file of a multipart form, with the size limit enforced while streaming (the rest of a
 * larger file is never read into memory). A malformed form is the client's mistake: 400, never 500.
 */
export async function readUpload(request: FastifyRequest, tooLarge: string): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, "Send the file as multipart/form-data.");
  try {
    const file = await request.file();
    if (!file) throw badRequest("No file was sent.");
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(file.fields)) {
      if (field && !Array.isArray(field) && "value" in field) fields[name] = String(field.value);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of file.file) chunks.push(chunk as Buffer);
    if (file.file.truncated) throw new HttpError(413, tooLarge);
    return { fields, filename: file.filename, bytes: Buffer.concat(chunks) };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) throw error;
    throw badRequest("The upload was incomplete or malformed. Please choose the file again.");
  }
}
