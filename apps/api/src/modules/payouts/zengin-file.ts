import { ZENGIN_RECORD_LENGTH, type ZenginTransferFile, zenginTransferRecords } from '@icp/domain';
import iconv from 'iconv-lite';

/**
 * A 総合振込 file as bytes for the bank: the domain's records in Shift_JIS (iconv-lite), each
 * followed by CRLF (docs/design.md §6). Checks every record is 120 bytes once encoded: a character
 * that is two bytes in Shift_JIS would shift every field after it.
 */
export function zenginTransferFile(file: ZenginTransferFile): Buffer {
  const lines = zenginTransferRecords(file).map((record, index) => {
    const bytes = iconv.encode(record, 'Shift_JIS');
    if (bytes.length !== ZENGIN_RECORD_LENGTH)
      throw new Error(`record ${index} is ${bytes.length} bytes in Shift_JIS, not ${ZENGIN_RECORD_LENGTH}`);
    return bytes;
  });
  const crlf = Buffer.from('\r\n', 'ascii');
  return Buffer.concat(lines.flatMap((line) => [line, crlf]));
}
