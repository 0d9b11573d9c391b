import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './index.js';

const kb = loadKnowledgeBase();

describe('loadKnowledgeBase', () => {
  // Load time is a figure the benchmark prints, not something a test can assert on a busy machine.
  it('builds the bundled knowledge base once: the DDXPlus evidences and conditions and the authored ones', () => {
    expect(loadKnowledgeBase()).toBe(kb);
    expect(kb.pathologies.length).toBeGreaterThanOrEqual(400);
    expect(kb.pathologies.filter((p) => p.ddxplus)).toHaveLength(49);
    expect(kb.evidences.filter((e) => /^E_\d+$/.test(e.code))).toHaveLength(223);
    expect(kb.evidences.length).toBeGreaterThan(223);
  });

  it('keeps the DDXPlus names, with corrected and more specific ICD-10 codes', () => {
    expect(kb.pathology('URTI')).toMatchObject({
      id: 'urti',
      icd10: 'J06.9',
      severity: 5,
      ddxplus: true,
      plainName: expect.stringContaining('cold'),
    });
    expect(kb.pathology('Possible NSTEMI / STEMI')).toMatchObject({
      icd10: 'I21.9',
      severity: 1,
      urgency: 'emergency',
      plainName: 'Possible heart attack',
    });
    expect(kb.pathology('SLE')).toMatchObject({ icd10: 'M32.9', sourceIcd10: 'M34' });
    expect(kb.pathology('Pneumonia')?.icd10).toBe('J18.9');
    expect(kb.pathology('Larygospasm')?.plainName).toContain('laryngospasm');
    expect(kb.pathology('Common cold')).toBeUndefined();
  });

  it('describes every condition: id, ICD-10, plain name, urgency, body system, sources that exist', () => {
    const ids = new Set<string>();
    for (const p of kb.pathologies) {
      expect(p.id).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(ids.has(p.id), p.id).toBe(false);
      ids.add(p.id);
      expect(p.icd10, p.id).toMatch(/^[A-Z]\d\d(\.\d{1,2})?$/);
      expect(p.plainName.trim(), p.id).not.toBe('');
      expect(['emergency', 'urgent', 'days', 'self-care']).toContain(p.urgency);
      expect(['manage', 'assess', 'refer']).toContain(p.telehealth);
      expect(p.severity).toBeGreaterThanOrEqual(1);
      expect(p.severity).toBeLessThanOrEqual(5);
      expect(p.sources.length, p.id).toBeGreaterThan(0);
      for (const s of p.sources) expect(kb.sources[s], `${p.id}: source ${s}`).toBeDefined();
    }
  });

  it('phrases every question in plain English with labelled options', () => {
    for (const e of kb.evidences) {
      const q = kb.question(e.code);
      expect(q?.evidence).toBe(e.code);
      expect(q?.type).toBe(e.type);
      expect(q?.text, e.code).toMatch(/^[A-Z].*[?.]$/);
      expect(q?.text).not.toMatch(/\(\(|then usually|Does the person/);
      expect(e.label.trim(), e.code).not.toBe('');
      if (e.type === 'B') expect(q?.options).toBeUndefined();
      else for (const o of q?.options ?? []) expect(o.label).not.toMatch(/^V_|\((R|L)\)/);
    }
    expect(kb.question('E_91')?.text).toContain('fever');
    expect(kb.question('E_56')?.options?.[0]).toEqual({ value: 0, label: '0 (no pain)' });
    expect(kb.question('duration')?.options?.map((o) => o.value)).toEqual(['hours', 'days', 'weeks', 'months']);
  });

  it('knows its danger signs, with the reason', () => {
    expect(kb.isRedFlag('E_45', true)).toBe(true);
    expect(kb.isRedFlag('E_45', false)).toBe(false);
    expect(kb.isRedFlag('thunderclap')).toBe(true);
    expect(kb.evidence('suicidal_thoughts')?.redFlag).toMatch(/suicide/);
    expect(kb.isRedFlag('E_91', true)).toBe(false);
    expect(kb.redFlags).toContain('non_blanching_rash');
  });

  it('credits DDXPlus', () => {
    expect(kb.attribution).toMatch(/DDXPlus.*CC BY 4\.0/s);
    expect(kb.sources.ddxplus?.url).toContain('arxiv');
  });
});
