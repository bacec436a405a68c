/** Test images made on the fly with sharp, so no binary fixtures live in the repository. */
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
