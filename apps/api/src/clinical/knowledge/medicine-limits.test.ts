import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { MANAGEMENT } from './index.js';
import {
  MEDICINE_LIMITS,
  SYSTEMIC_ROUTES,
  doseRouteOf,
  dosesPerDay,
  limitFor,
  singleDoseMg,
  statedDailyMaxMg,
} from './medicine-limits.js';
import type { ConditionManagement, Medication } from './types.js';

const kb = loadKnowledgeBase();

/** Conditions of the weeks after a birth and of breastfeeding: not pregnant, but feeding a baby. */
const AFTER_A_BIRTH =
  /postpartum|postnatal|puerper|breastfeeding|lactational|breast_engorgement|milk_supply|perineal_wound/;
const pregnancySystem = kb.pathologies.filter((p) => p.system === 'pregnancy' || /pregnan/.test(p.id));
const PREGNANT = new Set(pregnancySystem.filter((p) => !AFTER_A_BIRTH.test(p.id)).map((p) => p.id));
const BREASTFEEDING = new Set(kb.pathologies.filter((p) => AFTER_A_BIRTH.test(p.id)).map((p) => p.id));

/** Conditions of the prostate, testes and penis. */
const MEN_ONLY =
  /prostat|testi|orchitis|scrot|penile|erectile|bph|balanitis|phimosis|hypospadias|premature_ejaculation/;

const plans = [...MANAGEMENT.values()];
const each = (fn: (m: ConditionManagement, med: Medication) => string | undefined): string[] =>
  plans.flatMap((m) => m.medications.map((med) => fn(m, med)).filter((x): x is string => x !== undefined));

const round = (mg: number): string => `${Number(mg.toPrecision(4))} mg`;

describe('reading doses', () => {
  it('reads the adult single dose, setting aside children, per-kg amounts and the second ingredient', () => {
    expect(singleDoseMg('1 g')).toBe(1000);
    expect(singleDoseMg('200 to 400 mg')).toBe(400);
    expect(singleDoseMg('15 mg/kg (adult 1 g)')).toBe(1000);
    expect(singleDoseMg('1 g (child 25 mg/kg up to 1 g)')).toBe(1000);
    expect(singleDoseMg('500 mg (child 12.5 mg/kg up to 500 mg)')).toBe(500);
    expect(singleDoseMg('875 mg + 125 mg')).toBe(875);
    expect(singleDoseMg('875 + 125 mg (child 22.5 + 3.2 mg/kg up to the adult dose)')).toBe(875);
    expect(singleDoseMg('400 micrograms')).toBeCloseTo(0.4);
    expect(singleDoseMg('1,000 international units')).toBeUndefined();
    expect(singleDoseMg('10 mg, increased by 10 mg every 1 to 2 weeks to 25 to 50 mg')).toBe(50);
    expect(singleDoseMg('100 mg (children 1 to 5 years 50 mg; under 1 year 25 mg)')).toBe(100);
    expect(singleDoseMg('1 mg/kg')).toBeUndefined();
    expect(singleDoseMg('4 to 12 puffs', 'Salbutamol 100 micrograms/actuation inhaler')).toBeCloseTo(1.2);
  });

  it('reads how many doses a day a frequency allows', () => {
    expect(dosesPerDay('every 4 to 6 hours when required')).toBe(6);
    expect(dosesPerDay('12-hourly with food')).toBe(2);
    expect(dosesPerDay('three times a day')).toBe(3);
    expect(dosesPerDay('twice daily with food')).toBe(2);
    expect(dosesPerDay('once daily in the morning')).toBe(1);
    expect(dosesPerDay('2 to 3 times daily')).toBe(3);
    expect(dosesPerDay('every 4 to 6 hours when required (maximum 4 doses in 24 hours)')).toBe(4);
    expect(dosesPerDay('once')).toBe(1);
    expect(dosesPerDay('when required')).toBeUndefined();
    expect(statedDailyMaxMg('every 4 to 6 hours when required (maximum 4 g in 24 hours)')).toBe(4000);
    expect(statedDailyMaxMg('every 6 to 8 hours (maximum 1250 mg on the first day, 1000 mg a day after)')).toBe(1250);
    expect(statedDailyMaxMg('every 6 to 8 hours with food')).toBeUndefined();
    expect(statedDailyMaxMg('every 4 to 6 hours when required (maximum 60 mg/kg, up to 4 g, in 24 hours)')).toBe(4000);
    expect(statedDailyMaxMg('in 2 to 3 divided doses', 'the usual daily dose (for example 5 to 20 mg a day)')).toBe(20);
    expect(singleDoseMg('100 mg, increased every 3 days (usually 200 mg 3 times daily; maximum 1200 mg a day)')).toBe(
      200,
    );
  });

  it('reads the route', () => {
    expect(doseRouteOf('oral (wafer or tablet)')).toBe('oral');
    expect(doseRouteOf('intramuscular, outer mid-thigh')).toBe('intramuscular');
    expect(doseRouteOf('topical (oral mucosa)')).toBeUndefined();
    expect(doseRouteOf('into the affected eye(s)')).toBeUndefined();
  });
});

describe('the dose limits table', () => {
  it('cites a source and gives consistent limits for every medicine', () => {
    const generics = MEDICINE_LIMITS.map((e) => e.generic);
    expect(new Set(generics).size).toBe(generics.length);
    expect(MEDICINE_LIMITS.length).toBeGreaterThanOrEqual(60);
    for (const e of MEDICINE_LIMITS) {
      expect(e.source.trim().length, e.generic).toBeGreaterThan(3);
      expect(e.limits.length, e.generic).toBeGreaterThan(0);
      for (const l of e.limits) {
        expect(l.maxSingleMg, e.generic).toBeGreaterThan(0);
        if (l.maxDailyMg !== undefined) expect(l.maxDailyMg, e.generic).toBeGreaterThanOrEqual(l.maxSingleMg);
      }
    }
  });

  it('knows the hazards no plan may miss', () => {
    expect(limitFor('Ibuprofen')?.pregnancy?.note).toMatch(/20 weeks/);
    expect(limitFor('Doxycycline')?.children).toMatch(/under 8/);
    expect(limitFor('Trimethoprim')?.pregnancy?.note).toMatch(/first trimester/);
    for (const g of ['perindopril', 'candesartan', 'warfarin', 'isotretinoin', 'sodium valproate']) {
      expect(limitFor(g)?.pregnancy?.level, g).toBe('avoid');
    }
    expect(limitFor('Codeine')?.children).toMatch(/under 12/);
    expect(limitFor('Codeine')?.breastfeeding).toBeDefined();
    expect(limitFor('Aspirin')?.children).toMatch(/16/);
    // A combination is its own medicine, and the second ingredient never borrows the first's limits.
    expect(limitFor('Amoxicillin with clavulanic acid')?.generic).toBe('amoxicillin with clavulanic acid');
    expect(limitFor('Esomeprazole with amoxicillin and clarithromycin')).toBeUndefined();
  });

  it('covers the systemic medicines the plans propose most', () => {
    // Not medicines with a dose limit: fluids, fibre, laxative sachets, vaccines, vitamins in units, patches.
    const noLimit =
      /^(oral rehydration|psyllium|macrogol|diphtheria|tetanus|oxygen|colecalciferol|ferrous|nicotine|potassium|glucose|sodium|lactulose|hepatitis|human|rabies|docusate|sennosides|ethinylestradiol|estradiol|estriol|oestriol|progesterone|levonorgestrel intrauterine|budesonide|fluticasone|mometasone|azelastine|ipratropium|tiotropium|hydroxocobalamin|cyanocobalamin|paraffin|lactase|pancrelipase|peppermint|saliva|zinc|calcium|extensively|silicone|hydrocolloid|purified|warm|menthol|the |olive|aloe)/;
    const counts = new Map<string, number>();
    for (const m of plans) {
      for (const med of m.medications) {
        const route = doseRouteOf(med.route);
        if (!route || !SYSTEMIC_ROUTES.includes(route)) continue;
        const name = med.name.toLowerCase();
        if (noLimit.test(name)) continue;
        const key = name.split(/[\s,(]/)[0]!;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 60)
      .map(([key]) => key);
    const uncovered = top.filter((key) => !MEDICINE_LIMITS.some((e) => e.generic.startsWith(key)));
    expect(uncovered).toEqual([]);
  });
});

describe('every plan against the limits', () => {
  it('proposes no single or daily dose above the adult limit', () => {
    const over = each((m, med) => {
      const entry = limitFor(med.name);
      const route = doseRouteOf(med.route);
      const limit = entry?.limits.find((l) => l.route === route);
      if (!limit) return undefined;
      const single = singleDoseMg(med.dose, med.name);
      const problems: string[] = [];
      if (single !== undefined && single > limit.maxSingleMg + 1e-9) {
        problems.push(`single ${round(single)} > ${round(limit.maxSingleMg)}`);
      }
      if (limit.maxDailyMg !== undefined) {
        const stated = statedDailyMaxMg(med.frequency, med.dose);
        const count = dosesPerDay(med.frequency);
        const daily = stated ?? (count !== undefined && single !== undefined ? single * count : undefined);
        if (daily !== undefined && daily > limit.maxDailyMg + 1e-9) {
          problems.push(`daily ${round(daily)} > ${round(limit.maxDailyMg)}`);
        }
      }
      return problems.length > 0
        ? `${m.condition}: ${med.name} ${med.dose} ${med.frequency}: ${problems.join(', ')}`
        : undefined;
    });
    expect(over).toEqual([]);
  });

  it('reads the dose and frequency of every listed medicine by a systemic route', () => {
    const unread = each((m, med) => {
      const entry = limitFor(med.name);
      const route = doseRouteOf(med.route);
      const limit = entry?.limits.find((l) => l.route === route);
      if (!limit) return undefined;
      // A weight-based dose for a child has no adult figure to check; it must name its per-kg amount.
      // A dose given as a day's total ("5 to 20 mg a day") is read as that total.
      const daily = statedDailyMaxMg(med.frequency, med.dose);
      if (singleDoseMg(med.dose, med.name) === undefined && daily === undefined && !/\/kg/.test(med.dose)) {
        return `${m.condition}: ${med.name}: dose "${med.dose}"`;
      }
      if (limit.maxDailyMg !== undefined && dosesPerDay(med.frequency) === undefined && daily === undefined) {
        return `${m.condition}: ${med.name}: frequency "${med.frequency}"`;
      }
      return undefined;
    });
    expect(unread).toEqual([]);
  });

  it('proposes no medicine with a pregnancy hazard for a pregnancy condition without a check', () => {
    expect(PREGNANT.size).toBeGreaterThan(15);
    expect(PREGNANT.has('uti_in_pregnancy')).toBe(true);
    const hazards = each((m, med) => {
      if (!PREGNANT.has(m.condition)) return undefined;
      const hazard = limitFor(med.name)?.pregnancy;
      const route = doseRouteOf(med.route);
      if (!hazard || !route || !SYSTEMIC_ROUTES.includes(route)) return undefined;
      const single = singleDoseMg(med.dose, med.name);
      if (hazard.aboveSingleMg !== undefined && single !== undefined && single <= hazard.aboveSingleMg)
        return undefined;
      // A medicine to avoid in pregnancy is never first-line there, and even as an alternative needs a doctor's
      // check; one hazardous at some gestations needs the gestation asked when it is first-line.
      const checked = med.needsMoreInfo !== undefined;
      const allowed = hazard.level === 'avoid' ? med.alternative && checked : med.alternative || checked;
      return allowed ? undefined : `${m.condition}: ${med.name} (${hazard.note})`;
    });
    expect(hazards).toEqual([]);
  });

  it('names the pregnancy hazard in the cautions wherever a plan for a woman who could be pregnant proposes it', () => {
    // Conditions only men have, children's conditions and those after a birth are not met in pregnancy.
    const notInPregnancy = (m: ConditionManagement): boolean =>
      m.childhood === true || BREASTFEEDING.has(m.condition) || MEN_ONLY.test(m.condition);
    const unnamed = each((m, med) => {
      const hazard = limitFor(med.name)?.pregnancy;
      const route = doseRouteOf(med.route);
      if (!hazard || !route || !SYSTEMIC_ROUTES.includes(route) || notInPregnancy(m)) return undefined;
      const single = singleDoseMg(med.dose, med.name);
      if (hazard.aboveSingleMg !== undefined && single !== undefined && single <= hazard.aboveSingleMg)
        return undefined;
      const said = `${med.cautions} ${med.needsMoreInfo ?? ''}`;
      return /pregnan|\d+ weeks|trimester/i.test(said) ? undefined : `${m.condition}: ${med.name}: "${med.cautions}"`;
    });
    expect(unnamed).toEqual([]);
  });

  it('proposes no medicine hazardous in breastfeeding after a birth without a check', () => {
    expect(BREASTFEEDING.has('breast_engorgement')).toBe(true);
    expect(BREASTFEEDING.has('lactational_mastitis')).toBe(true);
    const hazards = each((m, med) => {
      const note = limitFor(med.name)?.breastfeeding;
      return BREASTFEEDING.has(m.condition) && note && !med.needsMoreInfo ? `${m.condition}: ${med.name}` : undefined;
    });
    expect(hazards).toEqual([]);
  });

  it('proposes no medicine hazardous in children for a childhood condition without a check', () => {
    const hazards = each((m, med) => {
      if (!m.childhood) return undefined;
      const note = limitFor(med.name)?.children;
      const route = doseRouteOf(med.route);
      if (!note || !route || !SYSTEMIC_ROUTES.includes(route) || med.needsMoreInfo) return undefined;
      return `${m.condition}: ${med.name} (${note})`;
    });
    expect(hazards).toEqual([]);
  });
});
