/**
 * What a zip's local header and its central directory entry both say of an entry, in the same
 * layout: the directory's copy starts 2 bytes later (after "version made by"). Fields left out are 0.
 */
function writeEntryFields(record: Buffer, start: number, entry: { name: Buffer; data: Buffer; claimedBytes: number }): void {
  record.writeUInt16LE(20, start); // version needed to extract
  record.writeUInt16LE(8, start + 4); // method: deflate
  record.writeUInt32LE(entry.data.length, start + 14);
  record.writeUInt32LE(entry.claimedBytes, start + 18);
  record.writeUInt16LE(entry.name.length, start + 22);
}

/**
 * A one-entry zip of deflated `data` whose local header and central directory both claim that the
 * entry unpacks to `claimedBytes`, whatever it really inflates to: the archives the import's zip
 * guard must refuse (docs/import.md §5). Written by hand because zip libraries write the true size.
 */
export function forgedZip(entryName: string, data: Buffer, claimedBytes: number): Buffer {
  const entry = { name: Buffer.from(entryName), data, claimedBytes };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(local, 4, entry);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  writeEntryFields(central, 6, entry);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + entry.name.length, 12);
  end.writeUInt32LE(local.length + entry.name.length + data.length, 16);
  return Buffer.concat([local, entry.name, data, central, entry.name, end]);
}
