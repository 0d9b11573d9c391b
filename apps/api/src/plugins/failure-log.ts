/**
 * An unexpected error as the log may hold it: enough to say what it was when it recurs (its kind,
 * code, message and where it was thrown; for a database error the routine, constraint, table and
 * column it names), nothing a patient wrote. A database error's detail quotes the row it refused
 * and its `where` the statement's context, so neither is kept; quoted text in a message is
 * usually a value (PostgreSQL's "invalid input syntax for type uuid: "…"", JSON.parse's
 * ""…" is not valid JSON"), so it is masked.
 */
const DATABASE_FIELDS = ['severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;
const LONGEST_MESSAGE = 300;
/** Where it was thrown and called from; deeper frames are the framework's. */
const FRAMES_KEPT = 10;

export function failureForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as unknown as Record<string, unknown>;
  const failure: Record<string, unknown> = {
    type: error.name,
    message: maskQuoted(error.message).slice(0, LONGEST_MESSAGE),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') failure.code = fields.code;
  for (const field of DATABASE_FIELDS) if (typeof fields[field] === 'string') failure[field] = fields[field];
  // The frames only: the stack's first line repeats the message unmasked.
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames?.length) failure.stack = frames.slice(0, FRAMES_KEPT).join('\n');
  if (error.cause !== undefined && depth < 3) failure.cause = failureForLog(error.cause, depth + 1);
  return failure;
}

function maskQuoted(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"');
}
