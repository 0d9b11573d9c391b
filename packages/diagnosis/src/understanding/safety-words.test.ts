import { describe, expect, it } from 'vitest';
import { assessmentOf, createInterview, loadKnowledgeBase, understand, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The emergencies' findings in everyday words: each listed finding with its value; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // An overdose told by the medicine's name and a loose amount; a double dose is not one.
  ['she swallowed a whole box of nurofen', { took_overdose: true }],
  ['I think he has had way too many of his sleeping tablets', { took_overdose: true }],
  ['took about 20 paracetamol this arvo', { took_overdose: true }],
  ['I took a panadol for my headache', {}, ['took_overdose']],
  ['I accidentally took double my dose', {}, ['took_overdose']],
  // Wanting to hurt oneself is self-harm, not a pain; wanting "it all" to stop is a wish to die.
  ['he keeps saying he wants to hurt himself', { self_harm: true }, ['E_53']],
  ['I am not trying to harm myself', { self_harm: false }],
  ['I just want everything to end', { suicidal_thoughts: true }],
  ['I want the pain to stop', { E_53: true }, ['suicidal_thoughts']],
  // Being tired of everything is hopelessness, not tiredness, even after a doubt about why one writes.
  ["not really sure why I'm messaging, just tired of everything", { low_mood: true }, ['E_89']],
  ['I am sick of it all', { low_mood: true }],
  // Slurred speech, and a child too breathless to speak more than a word or two.
  ['his speech has gone slurred', { E_63: true }],
  ['mum is slurring her words', { E_63: true }],
  ['he can only say one or two words at a time', { cannot_speak_sentences: true, E_66: true }],
  ['she cannot talk in full sentences', { cannot_speak_sentences: true }],
  // One side's limbs gone heavy or weak.
  ['his right arm and leg went floppy', { arm_or_leg_weakness_one_side: true }],
  ['the left side of her body is weak', { arm_or_leg_weakness_one_side: true }],
  ['my legs are heavy after the gym', {}, ['arm_or_leg_weakness_one_side']],
  // A late period told as being late, not being late for something.
  ["I'm a week late and have cramps", { missed_period: true }],
  ["I'm late for work and my head hurts", {}, ['missed_period']],
  // A pain score told on its own is the pain's; a score about something else is not.
  ['about an 8 out of 10', { E_56: 8 }],
  ["it's 6/10 now", { E_56: 6 }],
  ['my itch is 7 out of 10', {}, ['E_56']],
  // "Down low" and "low down" say where a pain is, not that it is mild; "low" alone is mild.
  ['a sore pain down low on the left', { E_53: true, E_55: ['V_88'] }, ['E_56']],
  ['the pain is low', { E_56: 3 }],
  // A belly pain that started at the navel and is now low on the right has moved (appendicitis).
  [
    'the pain was round his belly button this morning but now it is low on the right',
    { pain_moved_right_lower: true, E_55: ['V_187', 'V_87'] },
  ],
  ['pain low on the right since yesterday', {}, ['pain_moved_right_lower']],
  // Bent over is how a pain is borne, not a lift or a deformity.
  ['he is walking bent over with the pain', { E_53: true }, ['lifting_strain', 'deformity']],
  ['it went when I bent over to lift the esky', { lifting_strain: true }],
];

describe('safety words: emergencies in everyday words', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });

  const rankOf = (words: string, age: number, sex: 'M' | 'F', id: string): number => {
    const interview = createInterview(kb, { age, sex });
    for (const o of understand(kb, words, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
    return assessmentOf(kb, interview).differential.findIndex((d) => kb.pathology(d.pathology)?.id === id);
  };

  it('ranks a heart attack above fluid on the lungs for heavy central chest pain spreading to the jaw or neck', () => {
    for (const words of [
      'a heavy crushing pain in the centre of my chest that goes up into my jaw',
      'tight chest spreading into my neck',
    ]) {
      expect(rankOf(words, 60, 'M', 'acute_coronary_syndrome'), words).toBeLessThan(
        rankOf(words, 60, 'M', 'acute_pulmonary_oedema'),
      );
    }
  });

  it('counts pain told as "my side" towards an ectopic pregnancy once a pregnancy is possible', () => {
    const words = 'sharp pain on my right side and my period is late';
    expect(rankOf(words, 27, 'F', 'ectopic_pregnancy')).toBeLessThan(5);
  });
});
