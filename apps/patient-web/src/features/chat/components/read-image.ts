import { MAX_IMAGE_BYTES } from '@telehealth/schema';

export const IMAGE_TOO_LARGE = 'Image size must be less than 10MB';

export type ImageCheck = 'ok' | 'not-an-image' | 'too-large';

/** Spec §5: only image/* files, at most 10 MB. */
export function checkImage(file: Pick<File, 'type' | 'size'>): ImageCheck {
  if (!file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return 'ok';
}

/** The image travels as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}
