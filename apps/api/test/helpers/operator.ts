import type { FastifyInstance } from 'fastify';

/**
 * The registration details an operator checked, as the pending list shows them: what the verify call
 * carries. A doctor that does not exist gets well-formed details, so the call reaches the lookup.
 */
export async function checkedDetailsOf(app: FastifyInstance, doctorId: string) {
  const row = await app.db
    .selectFrom('doctors')
    .select(['fullName', 'prescriberNumber', 'providerNumber'])
    .where('id', '=', doctorId)
    .executeTakeFirst();
  return row ?? { fullName: 'Dr Nobody', prescriberNumber: '1234567', providerNumber: '2345678F' };
}
