import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these everyday words are read as: each listed finding with its value; `absent` must not be read at all. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // "Puffed" is out of breath when it is walking or climbing, a swelling when a part has "puffed up".
  ['mum gets puffed just walking to the letterbox', { E_66: true }, ['E_151']],
  ['she is puffed going up the stairs', { E_66: true }],
  ['my feet have puffed right up', { E_151: true, E_152: ['V_72', 'V_73'] }, ['E_66']],
  ['his legs are like balloons', { E_151: true }],
  // A pain and a swelling in clauses of their own keep their own places.
  [
    'a pounding headache since lunch, and my ankles and fingers have puffed up',
    { E_53: true, E_55: ['V_89', 'V_62'], E_151: true },
  ],
  ['my knee is swollen, and it hurts', { E_151: true, E_55: ['V_92', 'V_93'] }],
  // Sparkly lights are a visual aura; "won't shift" says a headache persists and denies nothing after it.
  ['I keep seeing sparkly lights', { visual_aura: true }],
  ['a migraine that will not shift, twinkling lights in both eyes', { visual_aura: true }],
  // "Won't work, can't close my eye": inabilities, not denials.
  ['the left side of my face wont work, cant close my eye', { cannot_close_eye: true }],
  ['my eye will not close', { cannot_close_eye: true }],
  ['my arm will not work, no fever', { E_91: false }],
  // A ring on the skin told by its look; red, hot, swollen skin that spreads.
  ['an itchy red ring on my leg', { ring_shaped_rash: true }],
  ['a red ring', {}, ['ring_shaped_rash']],
  ["my calf's gone red, hot and tender and its spreading", { spreading_redness: true }],
  // Itchy purple spots are lichen planus's, not the non-blanching spots of a bleed or sepsis.
  ['itchy purple spots on my wrists', { flat_purple_itchy_bumps: true }, ['non_blanching_rash']],
  ['purple spots on his legs that do not fade', { non_blanching_rash: true }, ['flat_purple_itchy_bumps']],
  // Lying awake, thinking of ending it, pills saved up, thinking one was dying.
  ['I lie awake half the night', { insomnia: true }],
  ['I have been thinking about ending it', { suicidal_thoughts: true }],
  ['I have got my sleeping pills stashed away', { suicide_plan: true }],
  ['I honestly thought I was dying', { E_111: true }],
  // Reliever needed more often than every 3 hours, told as a count or an interval.
  ['had about 12 puffs in the last hour', { reliever_not_helping: true }],
  ['I have used my ventolin 8 times in the last hour', { reliever_not_helping: true }],
  ['needing my puffer every couple of hours', { reliever_not_helping: true }],
  ['I used my puffer this morning', {}, ['reliever_not_helping']],
  // Night-time passing of urine without its verb; "takes ages to get going" of peeing is not stiff joints.
  ['up 3 times a night to wee', { nocturia: true }],
  ['the stream takes ages to get going', {}, ['morning_stiffness']],
  ['it takes me ages to get going in the morning', { morning_stiffness: true }],
  // Spots are a rash of their places; an unemptied bladder is not the bowel's.
  ['my forehead is covered in zits', { pimples: true, E_129: true, E_133: ['V_89'] }],
  ['I feel like I have not emptied my bladder', {}, ['bowel_urgency']],
  // A baby told plainly as moving is not moving less; "not moving as much" is.
  ['The baby is moving.', { reduced_fetal_movements: false }],
  ['bub is kicking heaps and I feel fine', { reduced_fetal_movements: false }],
  ['the baby is not moving as much', { reduced_fetal_movements: true }],
  ['the baby is moving less', { reduced_fetal_movements: true }],
  ['the baby is moving but less than usual', {}, ['reduced_fetal_movements']],
  // A condom not used is unprotected sex.
  ['we did not use a condom', { new_partner: true }],
  ['we used condoms', {}, ['new_partner']],
  // "I feel well" denies feeling generally unwell; "I don't feel well" affirms it.
  ['I feel well otherwise', { E_175: false }],
  ['he is well in himself', { E_175: false }],
  ['I do not feel well', { E_175: true }],
  ['my chest feels fine', {}, ['E_175']],
  ['I took the tablets last night but I feel fine now', {}, ['E_175']],
  ['I wanted to sleep and not wake up', { suicidal_thoughts: true }],
];

describe('everyday phrasings, fourth batch', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });

  it('answers a question that names a blood pressure threshold from a reading', () => {
    const question = kb.question('high_bp_in_pregnancy');
    expect(question).toBeDefined();
    const answer = (words: string) =>
      understand(kb, words, { question }).find((o) => o.evidence === 'high_bp_in_pregnancy')?.value;
    expect(answer('it was 150 over 100 at the clinic')).toBe(true);
    expect(answer('my bp was 128/94')).toBe(true);
    expect(answer('it was 118/76 last week')).toBe(false);
    expect(answer('I do not know')).toBeUndefined();
  });
});
