/** The first bytes of each accepted image type, as real files start. */
const SIGNATURE = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...Buffer.from('GIF89a')],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
} as const;

/** An image of `bytes` decoded bytes that starts as its type does, as the data URL a browser sends. */
export function imageDataUrl(type: keyof typeof SIGNATURE, bytes: number): string {
  const data = Buffer.alloc(bytes, 1);
  Buffer.from(SIGNATURE[type]).copy(data);
  return `data:image/${type};base64,${data.toString('base64')}`;
}

export const pngDataUrl = (bytes: number) => imageDataUrl('png', bytes);
