import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase } from './index.js';
import { explainedBy, lacksHallmark } from './interview.js';
import { tablesOf } from './knowledge-base.js';

const kb = loadKnowledgeBase();
const tables = tablesOf(kb, 'primary-care');

describe('what the interview keeps between readings', () => {
  it('finds each value explained by exactly the conditions that make it a few times likelier than its background', () => {
    let checked = 0;
    for (const table of tables.byCode.values()) {
      const bg = table.entry.background;
      // A yes/no finding is weighed by its yes; any other by the value given (one place, for a list of places).
      const values = table.type === 'B' ? [true] : table.values;
      values.forEach((value, i) => {
        const answer = table.type === 'M' ? [value as string] : value;
        const bar = (table.type === 'C' ? 1.5 : 3) * (bg[i] as number);
        const explained = explainedBy(table, answer);
        const wrong: number[] = [];
        for (let d = 0; d < tables.nConditions; d++)
          if ((explained[d] === 1) !== (table.prob[i]![d] as number) >= bar) wrong.push(d);
        expect(wrong, `${table.code} ${String(value)}`).toEqual([]);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('opens a condition’s gate when its finding is answered yes, and closes it again when the answer becomes no', () => {
    let checked = 0;
    tables.gates.forEach((gate, d) => {
      const finding = gate?.any.find((g) => g.value === undefined && tables.byCode.get(g.code)?.type === 'B');
      if (!finding || checked >= 60) return;
      const name = kb.pathologies[d]!.name;
      const interview = createInterview(kb, { age: 40, sex: 'M' });
      expect(lacksHallmark(interview, name)).toBe(true);
      interview.observe(finding.code, true);
      expect(lacksHallmark(interview, name)).toBe(false);
      interview.observe(finding.code, false);
      expect(lacksHallmark(interview, name)).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
  });
});
