import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, tablesOf } from './knowledge-base.js';
import { toldFitOf } from './told-findings.js';

const tables = tablesOf(loadKnowledgeBase());
const index = (id: string) => tables.conditions.findIndex((c) => c.id === id);
const code = (name: string) => tables.byName.get(name)!.code;
const hallmark = tables.params.notSure.hallmark;

describe('how well a leader accounts for the findings told (toldFitOf)', () => {
  // Swelling in front of the ears with a fever (both telling): mumps explains both; a tooth abscess explains
  // the fever and leaves the swollen salivary gland at its background, rarer than in an unknown illness.
  const told = new Map<string, unknown>([
    [code('salivary_gland_swelling'), true],
    [code('fever'), true],
  ]);
  const mumps = index('mumps');
  const abscess = index('dental_abscess');

  it('finds the telling finding a neighbour leaves unexplained', () => {
    const fit = toldFitOf(tables, told, abscess, [abscess], hallmark);
    expect(fit.told).toBe(2);
    expect(fit.worst).toBeLessThanOrEqual(-tables.params.notSure.illFitting);
    expect(fit.orphans).toBe(1);
  });

  it('finds none when the leader is the condition whose hallmark it is', () => {
    const fit = toldFitOf(tables, told, mumps, [mumps, abscess], hallmark);
    expect(fit.worst).toBe(0);
    expect(fit.orphans).toBe(0);
  });

  it("records the leader's hallmark the patient denied", () => {
    const denied = new Map<string, unknown>([[code('salivary_gland_swelling'), false]]);
    expect(toldFitOf(tables, denied, mumps, [mumps], hallmark).deniedHallmark).toBeGreaterThan(0.9);
  });
});
