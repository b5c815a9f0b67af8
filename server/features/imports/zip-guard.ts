import { AppError } from '../../app-error';

/** docs/import.md §5: what an xlsx may unpack to, whatever its compressed size. */
const MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
const MAX_RATIO = 200n;

/**
 * Reads the zip's central directory before anything unpacks it: a zip bomb declares sizes far
 * beyond the file's, or entries without end; a broken archive has no directory at all.
 */
export function assertSafeZip(file: Buffer): void {
  const broken = () => new AppError('IMPORT_FILE_UNREADABLE');
  const eocd = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > file.length) throw broken();
  const entries = file.readUInt16LE(eocd + 10);
  let offset = file.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES) throw new AppError('IMPORT_FILE_TOO_LARGE');
  let unpacked = 0n;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > file.length || file.readUInt32LE(offset) !== 0x02014b50) throw broken();
    const compressed = file.readUInt32LE(offset + 20);
    const size = file.readUInt32LE(offset + 24);
    // 0xffffffff means ZIP64 sizes: an office file never needs them at 20 MB.
    if (compressed === 0xffffffff || size === 0xffffffff) throw new AppError('IMPORT_FILE_TOO_LARGE');
    if (BigInt(size) > MAX_RATIO * BigInt(Math.max(compressed, 1024))) throw new AppError('IMPORT_FILE_TOO_LARGE');
    unpacked += BigInt(size);
    offset += 46 + file.readUInt16LE(offset + 28) + file.readUInt16LE(offset + 30) + file.readUInt16LE(offset + 32);
  }
  if (unpacked > BigInt(MAX_UNPACKED_BYTES)) throw new AppError('IMPORT_FILE_TOO_LARGE');
}
