import { createHash } from 'node:crypto';

/** CRC-32C (Castagnoli, reflected polynomial 0x82F63B78) lookup table, built once. */
const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C of `data` as GCS reports it: the big-endian 4 bytes, base64. Clients validate downloads with it. */
export function crc32cBase64(data: Uint8Array): string {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC32C_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

/** MD5 of `data`, base64 (the GCS `md5Hash` field). */
export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}
