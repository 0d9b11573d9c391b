import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type Disposition } from './index.js';
import { interviewFromWords } from './test-support.js';
import { EMERGENCY_SETTLERS } from './triage-settlers.js';

/**
 * What undoes an emergency, and the emergencies it must never undo: presentations in patients' words (NICE
 * CKS Bell's palsy, RANZCOG prelabour rupture of membranes and cord prolapse, RCH burns, ASCIA, RCH button
 * battery), each answered from what the patient says and "no" to the rest.
 */
const kb = loadKnowledgeBase();

function interviewed(words: string, age: number, sex: 'F' | 'M', more: string[] = []) {
  const { interview, asked } = interviewFromWords(kb, words, { age, sex }, more);
  return { disposition: interview.disposition(), asked };
}

type Presentation = [words: string, age: number, sex: 'F' | 'M', more: string[], right: Disposition];

const PRESENTATIONS: Presentation[] = [
  // Bell's palsy: the whole face, the eye not closing, limbs and speech normal.
  [
    'woke up and half my face has dropped, am i having a stroke?',
    34,
    'M',
    ["I can't close my right eye", 'my arms and legs are strong', 'my speech is clear'],
    'urgent',
  ],
  // The same face with a weak arm is a stroke: a settler never undoes a discriminator.
  [
    'woke up and half my face has dropped',
    66,
    'M',
    ["I can't close my right eye", 'my right arm is weak and clumsy', 'my speech is clear'],
    'emergency',
  ],
  // Waters broken early without contractions, bleeding or a cord: the birth suite today; with contractions, 000.
  ["I'm 34 weeks and I think my waters have broken", 29, 'F', ['clear fluid keeps trickling'], 'urgent'],
  ["I'm 34 weeks and I think my waters have broken", 29, 'F', ['the pains are coming every 5 minutes'], 'emergency'],
  ['my waters broke and I can feel a loop of cord at the entrance', 27, 'F', ["I'm 38 weeks pregnant"], 'emergency'],
  // Adrenaline given: always an ambulance (ASCIA), however much better.
  ['I used my EpiPen after a bee sting and feel better now', 15, 'F', [], 'emergency'],
  // A swallowed button battery, in a child who looks well.
  ['I think my daughter swallowed one of those little round batteries from the remote', 2, 'F', [], 'emergency'],
  // A large scald, and a small blistered palm.
  [
    'my toddler pulled a cup of hot tea onto himself',
    1.5,
    'M',
    ['it spilled over his chest, tummy and one arm'],
    'emergency',
  ],
  ['grabbed a hot pan and I have a big blister across my palm', 30, 'M', ['my fingers are not numb'], 'urgent'],
  // Anaphylaxis needs hives, swelling, an allergen or the breathing involved (ASCIA); with them it is still 000.
  ['ate prawns and now my lips are swelling and my throat feels tight', 40, 'F', ['I have hives'], 'emergency'],
  // A feverish toddler who will not weight-bear: hospital today (RCH the limping child); with rigors or mottled skin, 000.
  [
    "he's been limping since this morning and won't put weight on his right leg, he's hot",
    1.5,
    'M',
    ['his temperature is 38.6'],
    'urgent',
  ],
  [
    "he's been limping since this morning and won't put weight on his right leg, he's hot",
    1.5,
    'M',
    ['his temperature is 38.6', 'his skin looks blotchy and mottled'],
    'emergency',
  ],
  // Type 1 diabetes sick day (ADS/ADIPS): ketones of 1.0 with one vomit, keeping fluids down, the team today;
  // 3.2 with vomiting, or 1.0 with drowsiness, hospital now.
  [
    "I'm type 1 and my sugars are high with the flu",
    20,
    'F',
    ['my ketones are 1.0', 'I vomited once', 'I can keep fluids down'],
    'urgent',
  ],
  ["I'm type 1 and my sugars are high with the flu", 20, 'F', ['my ketones are 3.2', 'I vomited once'], 'emergency'],
  [
    "I'm type 1 and my sugars are high with the flu",
    20,
    'F',
    ['my ketones are 1.0', 'I vomited once', "I'm really drowsy"],
    'emergency',
  ],
];

describe('what undoes an emergency', () => {
  it.each(PRESENTATIONS)('%s', (words, age, sex, more, right) => {
    expect(interviewed(words, age, sex, more).disposition).toBe(right);
  });

  it("asks the settling question before calling 000 on the differential alone (Bell's palsy)", () => {
    const { asked } = interviewed('woke up and half my face has dropped', 34, 'M', ["I can't close my right eye"]);
    expect(asked.slice(0, 4)).toContain('cannot_close_eye');
  });

  it('asks, while routine, the answer that would make it a doctor today (tender snuffbox after a fall)', () => {
    const words = 'slipped in the garden and bumped my wrist, it is a bit sore';
    const tender = interviewed(words, 79, 'M', ['it is tender on the thumb side of the wrist']);
    expect(tender.asked).toContain('snuffbox_tenderness');
    expect(tender.disposition).toBe('urgent');
    expect(interviewed(words, 79, 'M').disposition).not.toBe('urgent');
  });

  it('asks for hives or swelling before a chest pain is called anaphylaxis on the differential alone', () => {
    const settler = EMERGENCY_SETTLERS.find((x) => x.conditions.includes('anaphylaxis'));
    expect(settler?.asks).toContain('hives');
    const facts = (yes: string[], no: string[]) => ({
      has: (x: string) => yes.includes(x),
      denied: (x: string) => no.includes(x),
      scale: () => undefined,
      places: () => [],
      age: 15,
      complaint: 'chest-pain',
      isNew: true,
    });
    const asked = ['hives', 'swollen_face_lips', 'E_42'];
    expect(settler?.settles(facts([], asked))).toBe(true);
    expect(settler?.settles(facts(['E_66'], asked))).toBe(false);
    expect(settler?.when?.(facts(['E_42'], []))).toBe(false);
  });

  it("leaves hives and a swollen face until a heart's chest pain has had its own questions: the 000 call stands either way", () => {
    const { disposition, asked } = interviewed(
      'crushing central chest pain going into my left arm for 40 minutes, with sweating and nausea',
      58,
      'M',
    );
    expect(disposition).toBe('emergency');
    const hives = asked.indexOf('hives');
    expect(hives === -1 || hives > asked.indexOf('E_14'), asked.join(' ')).toBe(true);
    expect(asked.slice(0, 3)).not.toContain('swollen_face_lips');
  });

  it('names only conditions and findings the knowledge base defines', () => {
    for (const settler of EMERGENCY_SETTLERS) {
      for (const id of settler.conditions)
        expect(
          kb.pathologies.some((p) => p.id === id),
          id,
        ).toBe(true);
      for (const finding of [...settler.asks, ...(settler.flags ?? [])])
        expect(kb.evidence(finding), finding).toBeDefined();
    }
  });
});
