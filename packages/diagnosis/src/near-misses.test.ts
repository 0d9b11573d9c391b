import { describe, expect, it } from 'vitest';
import { assessmentOf, createInterview, loadKnowledgeBase, understand, type Disposition } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Near misses between neighbouring conditions: presentations in patients' own words, written from the
 * textbook picture that tells the two apart, where the right condition was second. Each is driven through
 * the interview, answering from the patient's words and "no" to anything they did not mention, and must put
 * the right condition first (or, where the brief telling cannot settle it, in the first two) at the right
 * level of care.
 */
const kb = loadKnowledgeBase();

interface Outcome {
  top: string[];
  /** Probability of each condition, by id. */
  p: Map<string, number>;
  disposition: Disposition;
}

function consult(words: string, age: number, sex: 'F' | 'M', more: string[] = []): Outcome {
  const { interview } = interviewFromWords(kb, words, { age, sex }, more);
  const ranked = assessmentOf(kb, interview).differential.map(
    (d) => [kb.pathology(d.pathology)?.id ?? d.pathology, d.probability] as const,
  );
  return { top: ranked.slice(0, 3).map(([id]) => id), p: new Map(ranked), disposition: interview.disposition() };
}

describe('near misses: the right one of two neighbours', () => {
  it('a heart attack, not angina: crushing chest pain for 40 minutes with sweating (NICE CG95)', () => {
    const { top, disposition } = consult(
      'I have had a crushing pain in the middle of my chest for 40 minutes now, going into my jaw, and I am drenched in sweat',
      63,
      'M',
      ['I feel sick', 'I smoke'],
    );
    expect(top[0]).toBe('acute_coronary_syndrome');
    expect(disposition).toBe('emergency');
  });

  it('a heavy pressure for 45 minutes with sweating and nausea: a heart attack at least twice as likely as angina', () => {
    const { p, disposition } = consult(
      'I have had a heavy pressure in the middle of my chest for the last 45 minutes, it goes down my left arm and I feel sweaty and sick',
      60,
      'M',
      ['I smoke'],
    );
    expect(p.get('acute_coronary_syndrome') ?? 0).toBeGreaterThan(2 * (p.get('unstable_angina') ?? 0));
    expect(disposition).toBe('emergency');
  });

  it('angina that has become unstable, with bouts of minutes, stays unstable angina (Heart Foundation ACS)', () => {
    const { top, disposition } = consult(
      'my angina is coming on with less and less walking this week, each bout of chest tightness lasts about five minutes and settles with my spray',
      70,
      'M',
      ['it woke me up last night'],
    );
    expect(top[0]).not.toBe('acute_coronary_syndrome');
    expect(top).toContain('unstable_angina');
    // Bouts that settle with the spray are a doctor today at the least; 000 if one lasts 10 minutes despite it.
    expect(['emergency', 'urgent']).toContain(disposition);
  });

  it('a TIA, not a stroke: a weak arm and muddled words that are now back to normal (Stroke Foundation)', () => {
    const { top, disposition } = consult(
      'for about 15 minutes my left arm went weak and my speech was slurred, and now I am completely back to normal',
      71,
      'F',
      ['I have high blood pressure'],
    );
    expect(top[0]).toBe('tia');
    expect(disposition).toBe('emergency');
  });

  it('a dissection, not an aneurysm: sudden tearing pain between the shoulder blades (IRAD; Rosen)', () => {
    const { top, disposition } = consult(
      'a sudden ripping pain went right through to between my shoulder blades and I feel faint',
      66,
      'M',
      ['I have high blood pressure'],
    );
    expect(top[0]).toBe('aortic_dissection');
    expect(disposition).toBe('emergency');
  });
});

describe('near misses: before the first question', () => {
  it('a crushing chest pain told alone is the heart, not an asthma attack (an attack needs breathlessness or a wheeze)', () => {
    const leaderOf = (words: string) => {
      const interview = createInterview(kb, { age: 50, sex: 'M' });
      for (const o of understand(kb, words)) interview.observe(o.evidence, o.value);
      return kb.pathology(interview.differential()[0]!.pathology)?.id;
    };
    expect(leaderOf('crushing chest pain for 40 minutes')).not.toBe('asthma_attack');
    expect(leaderOf('my asthma is playing up, wheezy and short of breath, puffer not helping')).toBe('asthma_attack');
  });
});

describe('near misses: the level of care', () => {
  it('a flare of colitis with many bloody stools and feeling washed out is a doctor today, not 000 (NICE CKS; Truelove and Witts)', () => {
    const { top, disposition } = consult(
      'my ulcerative colitis has flared, I have bloody diarrhoea 7 times a day with cramps and I am feeling washed out',
      29,
      'F',
      ['no vomiting'],
    );
    expect(top[0]).toBe('ulcerative_colitis');
    expect(disposition).toBe('urgent');
  });

  it('severe colitis with a fever and a fast pulse is still a doctor today without shock or peritonism', () => {
    const { disposition } = consult(
      'My ulcerative colitis has flared, bloody diarrhoea 8 times a day for a week, temperature 38 and my pulse is 105',
      34,
      'M',
    );
    expect(disposition).toBe('urgent');
  });

  it('colitis with fainting and a pale, cold skin is shock: 000', () => {
    const { disposition } = consult(
      'I have ulcerative colitis with bloody diarrhoea all day, I fainted in the toilet and I look white as a sheet',
      40,
      'M',
    );
    expect(disposition).toBe('emergency');
  });
});

describe('near misses: the words that tell them apart', () => {
  const read = (words: string) => new Map(understand(kb, words).map((o) => [o.evidence, o.value]));

  it('pain on any movement of a joint, told as agony', () => {
    expect(read('even a little movement is agony').get('E_216')).toBe(true);
    expect(read('any movement of the knee is agony').get('E_216')).toBe(true);
    expect(read('a bowel movement is painful').get('E_216')).toBeUndefined();
  });

  it('a joint swollen, then its heat told apart', () => {
    expect(read('my knee has swollen up since yesterday, it is hot and red').get('hot_swollen_joint')).toBe(true);
  });

  it('washed out: tired when felt, pale when seen', () => {
    const felt = read('I am feeling pretty washed out');
    expect(felt.get('E_89')).toBe(true);
    expect(felt.get('E_154')).toBeUndefined();
    expect(read('she looks washed out').get('E_154')).toBe(true);
  });

  it('a pain that came on like a switch is not a racing heart', () => {
    expect(read('sudden bad pain low on my right side, it came on like a switch').get('E_155')).toBeUndefined();
    expect(read('my heart starts racing and stops like a switch').get('palpitations_start_stop_suddenly')).toBe(true);
  });

  it("Lhermitte's sign: an electric shock down the back on bending the neck", () => {
    expect(read('when I bend my neck I get an electric shock down my back').get('lhermitte_sign')).toBe(true);
    expect(read('I got an electric shock from the toaster').get('lhermitte_sign')).toBeUndefined();
  });

  it('how long the chest pain has lasted', () => {
    expect(read('a heavy pressure in the centre of my chest for the last 30 minutes').get('chest_pain_prolonged')).toBe(
      true,
    );
    expect(read('chest pain that started half an hour ago').get('chest_pain_prolonged')).toBe(true);
    expect(read('chest pain for 5 minutes').get('chest_pain_prolonged')).toBeUndefined();
    expect(read('my knee has hurt for 30 minutes').get('chest_pain_prolonged')).toBeUndefined();
  });

  it('how long, read beside the rest of the sentence: a pain at rest stays at rest', () => {
    const said = read("I've got a crushing chest pain even at rest, it started an hour ago");
    expect(said.get('chest_pain_prolonged')).toBe(true);
    expect(said.get('E_14')).toBe(true);
    expect(read('40 min of central crushing chest pain').get('chest_pain_prolonged')).toBe(true);
    expect(read('the chest pain has lasted 40 minutes').get('chest_pain_prolonged')).toBe(true);
  });
});
