import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index.js';

describe('loadKnowledgeBase', () => {
  // Load time is a figure the benchmark prints, not something a test can assert on a busy machine.
  it('loads the bundled DDXPlus knowledge base once', () => {
    const kb = loadKnowledgeBase();
    expect(loadKnowledgeBase()).toBe(kb);
    expect(kb.pathologies).toHaveLength(49);
    expect(kb.evidences).toHaveLength(223);
  });

  it('describes pathologies with ICD-10, severity and a plain name', () => {
    const kb = loadKnowledgeBase();
    expect(kb.pathology('URTI')).toMatchObject({ icd10: 'J06.9', severity: 5, plainName: expect.stringContaining('cold') });
    expect(kb.pathology('Possible NSTEMI / STEMI')).toMatchObject({ icd10: 'I21', severity: 1, plainName: 'Possible heart attack' });
    expect(kb.pathology('SLE')).toMatchObject({ icd10: 'M32', sourceIcd10: 'M34' });
    expect(kb.pathology('Pneumonia')?.icd10).toBe('J18');
    expect(kb.pathology('Larygospasm')?.plainName).toContain('laryngospasm');
    for (const p of kb.pathologies) {
      expect(p.icd10).toMatch(/^[A-Z]\d\d(\.\d+)?$/);
      expect(p.severity).toBeGreaterThanOrEqual(1);
      expect(p.severity).toBeLessThanOrEqual(5);
    }
    expect(kb.pathology('Common cold')).toBeUndefined();
  });

  it('phrases every question in plain English with labelled options', () => {
    const kb = loadKnowledgeBase();
    for (const e of kb.evidences) {
      const q = kb.question(e.code);
      expect(q?.evidence).toBe(e.code);
      expect(q?.type).toBe(e.type);
      expect(q?.text).toMatch(/^[A-Z].*[?.]$/);
      expect(q?.text).not.toMatch(/\(\(|then usually|Does the person/);
      if (e.type === 'B') expect(q?.options).toBeUndefined();
      else for (const o of q?.options ?? []) expect(o.label).not.toMatch(/^V_|\((R|L)\)/);
    }
    expect(kb.question('E_91')?.text).toContain('fever');
    expect(kb.question('E_56')?.options?.[0]).toEqual({ value: 0, label: '0 (no pain)' });
    const pain = kb.question('E_54')?.options?.map((o) => o.label);
    expect(pain).toContain('like a knife');
    expect(pain).not.toContain('heartbreaking');
    const where = kb.question('E_55')?.options ?? [];
    expect(where.find((o) => o.value === 'V_56')?.label).toBe('left side of the chest');
    expect(where.find((o) => o.value === 'V_123')).toBeUndefined();
    expect(kb.question('E_57')?.options?.[0]).toEqual({ value: 'V_123', label: "nowhere, it doesn't spread" });
    expect(kb.question('E_204')?.options?.[0]?.value).toBe('V_10');
  });

  it('hands out copies of questions', () => {
    const kb = loadKnowledgeBase();
    const q = kb.question('E_56');
    q?.options?.splice(0);
    expect(kb.question('E_56')?.options).toHaveLength(11);
  });

  it('knows the red flags', () => {
    const kb = loadKnowledgeBase();
    expect(kb.redFlags).toEqual(expect.arrayContaining(['E_14', 'E_45', 'E_159', 'E_66']));
    expect(kb.isRedFlag('E_45')).toBe(true);
    expect(kb.isRedFlag('E_45', true)).toBe(true);
    expect(kb.isRedFlag('E_45', false)).toBe(false);
    expect(kb.isRedFlag('E_91', true)).toBe(false);
    expect(kb.isRedFlag('E_999')).toBe(false);
    expect(kb.evidence('E_14')?.redFlag).toBe('chest pain at rest');
  });

  it('carries the DDXPlus attribution', () => {
    expect(loadKnowledgeBase().attribution).toMatch(/DDXPlus.*CC BY 4\.0/s);
  });
});
