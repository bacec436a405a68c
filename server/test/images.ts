/** Test images made on the fly with sharp, so no binary fixtures live in the repository. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A marker stored in the GPS block, to prove it is gone after processing. */
export const GPS_MARKER = 'WGS-84-TESTMARK';

export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background: '#1f7a4d' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        // IFD3 is the GPS block.
        IFD3: { GPSMapDatum: GPS_MARKER, GPSLatitudeRef: 'N', GPSLatitude: '38/1 53/1 0/1' },
      })
      // Camera held sideways: the stored photo must come out upright.
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

export async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#d4a017' } })
    .png()
    .toBuffer();
}

/**
 * A PNG whose header claims `width` × `height` pixels, with no image data:
 * enough for the pixel-limit check, which reads the header (a real 60-megapixel
 * image would take a second to make).
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter and no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The files stored in one folder of a media directory (none if it was never made). */
export function storedFiles(mediaDir: string, folder: string): string[] {
  try {
    return readdirSync(path.join(mediaDir, folder));
  } catch {
    return [];
  }
}
