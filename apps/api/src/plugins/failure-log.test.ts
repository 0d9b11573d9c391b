import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.js';
import { failureForLog } from './failure-log.js';

/** A database error as node-postgres raises it, quoting a value someone wrote and the row it refused. */
function refusedRow(): pg.DatabaseError {
  const err = new pg.DatabaseError('invalid input syntax for type uuid: "Jane Citizen, 12 Smith St"', 0, 'error');
  Object.assign(err, {
    code: '22P02',
    severity: 'ERROR',
    routine: 'string_to_uuid',
    detail: 'Failing row contains (Jane Citizen, chest pain since Tuesday).',
    where: "unnamed portal parameter $1 = '...'",
    table: 'messages',
  });
  return err;
}

describe('an unexpected error in the log', () => {
  it('keeps its kind, code, routine, table and frames, and masks quoted values', () => {
    const failure = failureForLog(refusedRow());
    expect(failure).toMatchObject({
      type: 'error',
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
      table: 'messages',
      message: 'invalid input syntax for type uuid: "…"',
    });
    expect(failure.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(failure)).not.toMatch(/Jane|chest|portal/);
  });

  it('keeps the cause, and says what a thrown non-error was', () => {
    const wrapped = new Error('issuing failed', { cause: refusedRow() });
    expect(failureForLog(wrapped).cause).toMatchObject({ code: '22P02' });
    expect(failureForLog('a string')).toEqual({ type: 'string' });
  });

  it('is what a 500 logs: the code and message, not the detail', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const server = Fastify({ logger: { level: 'error', stream } });
    await server.register(errorsPlugin);
    server.get('/api/refused', async () => {
      throw refusedRow();
    });
    const res = await server.inject({ method: 'GET', url: '/api/refused' });
    await server.close();

    expect(res.statusCode).toBe(500);
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged?.failure).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
    expect(JSON.stringify(lines)).not.toMatch(/Jane|chest/);
  });
});
