import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { StreamedFile } from '../export/streamed-xlsx';

/** A file as the answer: saved by the browser under its name, or shown in it (`inline`, a PDF). */
export function sendFile(reply: FastifyReply, file: { type: string; name: string; body: Buffer | Uint8Array | Readable; inline?: boolean }) {
  const disposition = file.inline ? 'inline' : 'attachment';
  return reply.type(file.type).header('content-disposition', `${disposition}; filename="${file.name}"`).send(file.body);
}

/**
 * An export streamed as it is written. The answer has started by the time a failure can happen,
 * so the failure is logged (`failure` says which export) and the reader sees the stream cut.
 */
export function sendStreamedFile(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  file: StreamedFile,
  { type, name, failure }: { type: string; name: string; failure: string },
) {
  file.done.catch((error: unknown) => log.error({ err: error }, failure));
  return sendFile(reply, { type, name, body: file.stream });
}

/**
 * A file kept in parts in the database (a job's file, a document) read back part by part as it is
 * sent: any instance serves it, and none holds it whole. `readPart` answers null past the last part.
 */
export function partsStream(readPart: (partNo: number) => Promise<Uint8Array | null>): Readable {
  return Readable.from(
    (async function* () {
      for (let partNo = 0; ; partNo += 1) {
        const bytes = await readPart(partNo);
        if (!bytes) return;
        yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    })(),
  );
}
