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
  // A belly pain jarred by coughing or hopping, told of a child; not a knee that hurts on hopping.
  ['it hurts her when she coughs or jumps', { peritonism: true }],
  ['his knee hurts when he hops or jumps', {}, ['peritonism']],
  // A fall onto the head is a head injury; "keeps wanting to sleep" is drowsiness, "I want to sleep" is not.
  ['he fell off the monkey bars onto his head', { head_injury: true }],
  ['she landed on the back of her head', { head_injury: true }],
  ['she fell onto her bottom', {}, ['head_injury']],
  ['he keeps falling asleep on the couch and is hard to rouse', { drowsy: true }],
  ['I just want to sleep all day', {}, ['drowsy']],
  // Blood out of the back passage, told by where it came out.
  ['bright red blood came out of my bottom', { E_179: true }],
  // Stridor in a parent's words.
  ['a high squeaky noise when he breathes in', { E_194: true }],
  // Flight of ideas, a belief of invincibility; nobody would miss me; a gun got out while saying so; a goodbye text.
  ['she is racing from one idea to the next', { elevated_mood: true }],
  ['he thinks he is invincible', { elevated_mood: true }],
  ['nobody would miss me if I was gone', { suicidal_thoughts: true }],
  ["I've had enough, I've got the shotgun out", { suicide_plan: true, suicidal_thoughts: true }],
  ['I got my rifle out to clean it before the hunting trip', {}, ['suicide_plan']],
  ['my son sent me a goodbye text and now his phone is off', { suicide_plan: true }],
  ['I said goodbye to my mum at the airport', {}, ['suicide_plan']],
  // Affairs put in order with an end in sight; a will or a gift alone is not.
  ["I gave away all my things and I won't be around much longer", { suicide_plan: true, suicidal_thoughts: true }],
  ['I sorted my will with the lawyer last week', {}, ['suicide_plan']],
  ['I gave my old car to my son', {}, ['suicide_plan']],
  // Voices come back: hallucinations returning.
  ['the voices are back since I stopped my tablets', { hearing_voices: true }],
  // A child walking bent over with a sore tummy is guarding it; a back named first is not the belly.
  ['he is walking hunched over and will not jump', { peritonism: true }],
  ['my back has gone and I am walking bent over', {}, ['peritonism']],
  // A corrosive swallowed, told with "some of the".
  ['she drank some of the dishwasher liquid', { swallowed_poison: true }],
  // A blow to the testicles is a pain there.
  ['got kicked in the balls at soccer', { E_53: true, E_55: ['V_168', 'V_169'] }],
  // Half the field of vision lost; the greying before a faint is feeling faint, not a loss of vision.
  ['I have lost the right side of my vision', { sudden_vision_loss: true }],
  ["I can't see anything on my left side", { sudden_vision_loss: true }],
  ['my vision went grey just before I fainted', { faint_with_warning: true }, ['sudden_vision_loss']],
  ['I felt hot and my vision went grey before it happened', { E_82: true }, ['sudden_vision_loss']],
  // Pauses in breathing with snoring are sleep apnoea, not a collapse.
  ['my husband says I stop breathing and then snore really loudly', { E_23: true }, ['stopped_breathing']],
  ['the baby stopped breathing and went blue', { stopped_breathing: true }],
  // A heart that is not racing is denied, not reported.
  ['my heart is not racing', { E_155: false }],
  ['my heart has been racing all morning', { E_155: true }],
  // A known gout's flare is a painful joint in someone with gout.
  ['my gout has flared up again in my ankle', { gout_history: true, E_53: true }],
  // Feeding less than usual is asked how much less; under half is poor feeding.
  ['she is feeding less than usual', {}, ['poor_feeding']],
  ['he is feeding poorly', { poor_feeding: true }],
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
