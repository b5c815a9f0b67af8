import type { DocumentContentType } from '../../../contract/documents';

/**
 * The type of a document judged from its first bytes (its "magic"), never from its name or the
 * type the browser claims: a PDF renamed `.exe` is a PDF, an HTML page named `.png` is refused.
 * Hand-written rather than the `file-type` package, which is not installed: four signatures are
 * all the documents take (docs/documents.md §2), and each is a fixed prefix.
 */
const SIGNATURES: ReadonlyArray<{ type: DocumentContentType; at: number; bytes: readonly number[] }> = [
  // %PDF-
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // \x89PNG\r\n\x1a\n
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // SOI marker then the start of another marker
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
];

function startsWith(file: Uint8Array, at: number, bytes: readonly number[]): boolean {
  if (file.length < at + bytes.length) return false;
  return bytes.every((byte, index) => file[at + index] === byte);
}

/** One of the accepted types, or null for anything else (an empty file included). */
export function sniffDocumentType(file: Uint8Array): DocumentContentType | null {
  for (const signature of SIGNATURES) if (startsWith(file, signature.at, signature.bytes)) return signature.type;
  // RIFF....WEBP: the four bytes between are the chunk's size.
  if (startsWith(file, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(file, 8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}
