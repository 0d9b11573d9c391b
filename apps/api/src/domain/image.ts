import { MAX_IMAGE_BYTES } from '@telehealth/schema';
import { HttpError, badRequest } from './http-errors.js';

const DATA_URL = /^data:(image\/[a-zA-Z0-9.+-]+);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An attached image: an image/* data URL whose decoded bytes fit the 10 MB limit. */
export function checkImageDataUrl(url: string): void {
  const head = DATA_URL.exec(url);
  if (!head) throw badRequest('imageUrl must be a base64 data URL of an image');
  const payload = url.slice(head[0].length);
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw badRequest('imageUrl is not valid base64');
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const bytes = (payload.length / 4) * 3 - padding;
  if (bytes > MAX_IMAGE_BYTES) throw new HttpError(413, 'Image size must be less than 10MB');
}
