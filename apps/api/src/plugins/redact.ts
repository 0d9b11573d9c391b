/**
 * Medicare numbers never reach the logs, wherever an object carrying one is logged (a profile, a
 * conversation row, a request body, an error's context).
 */
const MEDICARE_FIELDS = ['medicareNumber', 'medicareReferenceNumber'];
export const REDACTED_LOG_PATHS = MEDICARE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]);

/**
 * Device ids are bearer secrets: they never reach the logs. Request URLs are logged with device
 * ids (paths under /device/ and the *DeviceId query parameters) replaced.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/device\/)[^/?#]+/g, '$1[redacted]')
    .replace(/((?:user|doctor)?[dD]eviceId=)[^&#]*/g, '$1[redacted]');
}

export const requestSerializer = (req: { method: string; url: string; id?: string }) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.url),
});
