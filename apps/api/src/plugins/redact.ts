/**
 * Medicare numbers never reach the logs, wherever an object carrying one is logged (a profile, a
 * conversation row, a request body, an error's context).
 */
const MEDICARE_FIELDS = ['medicareNumber', 'medicareReferenceNumber'];
export const REDACTED_LOG_PATHS = MEDICARE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]);

const DEVICE_PATH = /(\/device\/)[^/?#]+/gi;
/** A device id parameter, also as `userDeviceId[]=` or in another case. */
const DEVICE_PARAM = /((?:user|doctor)?deviceId(?:\[[^\]=&#]*\])*=)[^&#]*/gi;

const redactDeviceIds = (url: string) => url.replace(DEVICE_PATH, '$1[redacted]').replace(DEVICE_PARAM, '$1[redacted]');

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * Device ids are bearer secrets: they never reach the logs. Request URLs are logged with device
 * ids (paths under /device/ and the *DeviceId query parameters) replaced, however the URL spells
 * them: a percent-encoded one (`/api/users/%64evice/…`) is logged decoded, with its ids replaced.
 */
export function redactUrl(url: string): string {
  const plain = decoded(url);
  const redacted = redactDeviceIds(plain);
  return redacted === plain ? redactDeviceIds(url) : redacted;
}

export const requestSerializer = (req: { method: string; url: string; id?: string }) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.url),
});
