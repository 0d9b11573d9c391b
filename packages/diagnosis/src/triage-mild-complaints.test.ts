import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index.js';
import { tablesOf } from './knowledge-base.js';
import { consultFromWords } from './test-support.js';
import { dispositionFor } from './triage.js';

/**
 * A mild complaint of this week that is partly "not explained", its small chances spread over many conditions, is
 * self-care with advice on when to seek care, not a doctor within days (NICE CKS; healthdirect): unless one condition
 * needing a doctor is a real possibility, a danger sign was reported, or the complaint is not mild (lasting weeks, a
 * concern about the mind, or not understood).
 */
const kb = loadKnowledgeBase();
const tables = tablesOf(kb);
const index = (id: string) => {
  const d = kb.pathologies.findIndex((p) => p.id === id);
  if (d < 0) throw new Error(`no condition ${id}`);
  return d;
};

/** A posterior: the chances given, the rest "not explained". */
function posterior(chances: Record<string, number>): Float64Array {
  const p = new Float64Array(tables.nPathologies);
  let known = 0;
  for (const [id, x] of Object.entries(chances)) {
    p[index(id)] = x;
    known += x;
  }
  p[tables.unexplained] = 1 - known;
  return p;
}

describe('a mild complaint not explained', () => {
  const spread = { viral_pharyngitis: 0.2, urti: 0.1, acute_sinusitis: 0.05, strep_tonsillitis: 0.05 };

  it('is self-care when mild and nothing needing a doctor is a real possibility', () => {
    expect(dispositionFor(tables, posterior(spread), [], false, false, new Set(), true)).toBe('self-care');
  });

  it('is a doctor within days when the complaint is not mild', () => {
    expect(dispositionFor(tables, posterior(spread), [], false, false, new Set(), false)).toBe('days');
  });

  it('is a doctor within days when a condition needing one is a real possibility', () => {
    const tonsillitis = { ...spread, strep_tonsillitis: 0.15 };
    expect(dispositionFor(tables, posterior(tonsillitis), [], false, false, new Set(), true)).toBe('days');
  });

  it('is not self-care with some chance of a condition needing a doctor today, or with a danger sign', () => {
    const quinsy = { ...spread, quinsy: 0.06, epiglottitis: 0.03 };
    expect(dispositionFor(tables, posterior(quinsy), [], false, false, new Set(), true)).not.toBe('self-care');
    expect(dispositionFor(tables, posterior(spread), ['urgent'], false, false, new Set(), true)).toBe('urgent');
  });
});

describe('mild complaints told in words', () => {
  it('a faint tingle in two fingers since this morning is self-care; for a month, a doctor within days', () => {
    const today = consultFromWords(kb, 'tingling in my ring and little finger since this morning', 40, 'F');
    expect(today.disposition).toBe('self-care');
    const month = consultFromWords(kb, 'tingling in my ring and little finger for over a month', 40, 'F');
    expect(month.disposition).toBe('days');
  });

  it('a worry about the mind not understood is not left to self-care', () => {
    const { disposition } = consultFromWords(
      kb,
      "my girlfriend hasn't slept for 4 nights and she's talking a million miles an hour",
      27,
      'F',
      ["She's been really high and excited for a few days."],
    );
    expect(disposition).not.toBe('self-care');
  });
});
