import { describe, expect, it } from 'vitest';
import { tablesOf } from '../knowledge-base.js';
import { loadKnowledgeBase } from '../index.js';
import { knowledgeProblems } from '../model/compose.js';
import { ALL_COMPLAINTS, ALL_CONDITIONS, ALL_FINDINGS, BODY_SYSTEMS, SOURCES } from './index.js';

const kb = loadKnowledgeBase();
const tables = tablesOf(kb);

describe('the clinical knowledge base', () => {
  it('holds at least 400 conditions across every body system', () => {
    expect(ALL_CONDITIONS.length).toBeGreaterThanOrEqual(400);
    for (const system of BODY_SYSTEMS.filter((s) => s !== 'general')) {
      expect(ALL_CONDITIONS.filter((c) => c.system === system).length, system).toBeGreaterThanOrEqual(5);
    }
  });

  it('limits danger signs only to presenting complaints it knows', () => {
    const complaints = new Set(ALL_COMPLAINTS.map((c) => c.id));
    for (const f of ALL_FINDINGS)
      for (const id of f.redFlag?.complaints ?? []) expect(complaints.has(id), `${f.name}: ${id}`).toBe(true);
  });

  it('has no problem: every finding, place, requirement and code resolves', () => {
    expect(
      knowledgeProblems(
        ALL_CONDITIONS,
        tables.evidences.map((t) => t.entry),
        () => null,
      ),
    ).toEqual([]);
  });

  it('gives every condition a prior, a way to be recognised and a source', () => {
    for (const c of ALL_CONDITIONS) {
      expect(Object.keys(tables.params.prevalence), c.id).toContain(c.prevalence);
      for (const m of [...Object.values(c.ages ?? {}), ...Object.values(c.sex ?? {})])
        expect(m, c.id).toBeGreaterThanOrEqual(0);
      const strongest = Math.max(0, ...Object.values(c.findings), c.pain?.p ?? 0, c.rash?.p ?? 0, c.swelling?.p ?? 0);
      if (!c.ddxplus)
        expect(strongest, `${c.id} has no finding a patient with it usually reports`).toBeGreaterThanOrEqual(0.5);
      for (const s of c.sources) expect(SOURCES[s], `${c.id}: ${s}`).toBeDefined();
      if (!c.ddxplus) expect(c.duration, `${c.id}: how long it lasts`).toBeDefined();
    }
  });

  it('never lets a travel-acquired condition lead without its travel', () => {
    for (const c of ALL_CONDITIONS.filter((x) => x.travel && (x.travel.none ?? 1) < 0.2)) {
      expect(
        c.requires?.some((r) => r.startsWith('travel:')),
        c.id,
      ).toBe(true);
    }
  });

  it('defines every finding once, with a question, a label and a background rate', () => {
    const names = new Set<string>();
    for (const f of ALL_FINDINGS) {
      expect(names.has(f.name), f.name).toBe(false);
      names.add(f.name);
      expect(f.question, f.name).toMatch(/^[A-Z].*\?$/);
      expect(f.label.trim(), f.name).not.toBe('');
      if (f.type === 'B') {
        expect(f.background, f.name).toBeGreaterThan(0);
        expect(f.background, f.name).toBeLessThan(1);
      }
      for (const pattern of f.lay ?? [])
        expect(() => new RegExp(`\\s(?:${pattern})(?=\\s)`, 'g'), `${f.name}: ${pattern}`).not.toThrow();
      for (const name of f.implies ?? [])
        expect(tables.byName.has(name.replace(/^!/, '')), `${f.name} implies ${name}`).toBe(true);
      if (f.parent) expect(tables.byName.has(f.parent), `${f.name}: parent ${f.parent}`).toBe(true);
    }
  });

  it('compiles every presenting complaint, each opened by something and asking its red flags', () => {
    expect(tables.complaints).toHaveLength(ALL_COMPLAINTS.length);
    for (const c of tables.complaints) {
      expect(c.triggers.size + c.painSites.size, c.id).toBeGreaterThan(0);
      expect(c.questions.length, c.id).toBeGreaterThan(2);
      expect(new Set(c.questions).size, `${c.id} asks a question twice`).toBe(c.questions.length);
    }
  });
});
