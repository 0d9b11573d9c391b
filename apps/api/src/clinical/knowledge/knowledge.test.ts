import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { CERTIFICATE_PURPOSES, MANAGEMENT, managementOf } from './index.js';

const kb = loadKnowledgeBase();

describe('management knowledge base', () => {
  it('covers every condition the diagnosis package knows, and nothing it does not', () => {
    const known = kb.pathologies.map((p) => p.id).sort();
    expect(known.length).toBeGreaterThanOrEqual(400);
    expect(known.filter((id) => !managementOf(id))).toEqual([]);
    expect([...MANAGEMENT.keys()].filter((id) => !known.includes(id))).toEqual([]);
  });

  describe.each([...MANAGEMENT.values()].map((m) => [m.condition, m] as const))('%s', (_name, m) => {
    it('has an approach, advice for the patient and a certificate rule', () => {
      expect(m.approach.length).toBeGreaterThan(20);
      expect(m.care.trim().length).toBeGreaterThan(20);
      // The safety net completes "See a doctor in person, or call 000 in an emergency, if ...".
      expect(m.seekHelp.trim()).toMatch(/^[a-z0-9].*[^.]$/);
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
    for (const brand of [
      'panadol',
      'nurofen',
      'ventolin',
      'tamiflu',
      'epipen',
      'nexium',
      'somac',
      'zyrtec',
      'claratyne',
    ]) {
      expect(
        names.some((n) => n.includes(brand)),
        brand,
      ).toBe(false);
    }
    expect(names).toContain('paracetamol');
    expect(names.some((n) => n.startsWith('adrenaline'))).toBe(true);
  });
});
