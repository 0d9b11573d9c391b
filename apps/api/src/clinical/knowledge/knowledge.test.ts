import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { CERTIFICATE_PURPOSES, MANAGEMENT, managementOf } from './index.js';

const kb = loadKnowledgeBase();

describe('management knowledge base', () => {
  it('covers every pathology the diagnosis package knows, and nothing it does not', () => {
    const known = kb.pathologies.map((p) => p.name).sort();
    expect(known.length).toBeGreaterThanOrEqual(49);
    expect(known.filter((name) => !managementOf(name))).toEqual([]);
    expect([...MANAGEMENT.keys()].filter((name) => !kb.pathology(name))).toEqual([]);
  });

  describe.each([...MANAGEMENT.values()].map((m) => [m.condition, m] as const))('%s', (_name, m) => {
    it('has an approach, advice and a certificate rule', () => {
      expect(m.approach.length).toBeGreaterThan(20);
      expect(m.advice.length).toBeGreaterThan(0);
      for (const line of m.advice) expect(line.trim().length).toBeGreaterThan(10);
      expect(Number.isInteger(m.certificate.suggestedDays)).toBe(true);
      expect(m.certificate.suggestedDays).toBeGreaterThanOrEqual(1);
      expect(m.certificate.note.trim()).not.toBe('');
    });

    it('gives every medication a dose, route, frequency, duration and cautions', () => {
      for (const med of m.medications) {
        for (const field of ['name', 'dose', 'route', 'frequency', 'duration', 'cautions'] as const) {
          expect(med[field].trim(), `${med.name}: ${field}`).not.toBe('');
        }
        expect(med.dose, med.name).toMatch(/\d/);
      }
      if (m.medications.length > 0) expect(m.medications.some((med) => !med.alternative)).toBe(true);
      const names = m.medications.map((med) => `${med.name} ${med.dose}`);
      expect(new Set(names).size).toBe(names.length);
    });

    it('types every investigation and refers somewhere', () => {
      for (const test of m.investigations) {
        expect(['pathology', 'imaging', 'other']).toContain(test.subtype);
        expect(test.when.trim()).not.toBe('');
      }
      expect(m.referrals.length).toBeGreaterThan(0);
      for (const r of m.referrals) {
        expect(['emergency', 'gp', 'specialist']).toContain(r.kind);
        expect(r.reason.trim()).not.toBe('');
      }
      if (m.emergency) {
        expect(m.referrals.some((r) => r.kind === 'emergency' && r.urgency === 'immediate')).toBe(true);
      }
    });
  });

  it('names the four certificate purposes of the spec', () => {
    expect(CERTIFICATE_PURPOSES).toEqual(['work', 'school', 'university', 'carer']);
  });

  it('uses Australian generic names, not brands, for common medicines', () => {
    const names = [...MANAGEMENT.values()].flatMap((m) => m.medications.map((med) => med.name.toLowerCase()));
    for (const brand of ['panadol', 'nurofen', 'ventolin', 'tamiflu', 'epipen', 'nexium', 'somac', 'zyrtec', 'claratyne']) {
      expect(names.some((n) => n.includes(brand)), brand).toBe(false);
    }
    expect(names).toContain('paracetamol');
    expect(names.some((n) => n.startsWith('adrenaline'))).toBe(true);
  });
});
