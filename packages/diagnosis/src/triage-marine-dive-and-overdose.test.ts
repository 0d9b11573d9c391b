import { describe, expect, it } from 'vitest';
import { emergencyDiscriminatorOf, loadKnowledgeBase } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Cervical artery dissection (Stroke Foundation), opioid overdose and death cap poisoning (eTG toxicology),
 * decompression illness (Oxford Handbook of Emergency Medicine), a stonefish sting (eTG marine envenoming) and
 * Fournier gangrene (eTG necrotising infections): each told in a patient's words is an emergency and leads; the
 * exposure alone is not.
 */
const kb = loadKnowledgeBase();
const leading = (interview: ReturnType<typeof interviewFromWords>['interview']) =>
  kb.pathology(interview.differential()[0]!.pathology)?.id;

describe('emergencies of the twelfth unseen batch', () => {
  it.each([
    [
      'since the chiropractor manipulated my neck I have neck pain on one side and my eyelid droops',
      42,
      'M',
      'a droopy eyelid, small pupil or stroke signs after the neck was manipulated or wrenched',
      'cervical_artery_dissection',
    ],
    [
      'my brother took heroin and now his breathing is slow and his pupils are tiny',
      30,
      'M',
      'slow breathing, pinpoint pupils or blue lips after opioids',
      'opioid_overdose',
    ],
    [
      'after scuba diving yesterday my arms are numb and tingling and my knees ache',
      38,
      'F',
      'numbness, weakness, breathlessness or confusion after a dive',
      'decompression_illness',
    ],
    ['I stood on a stonefish at the beach and my foot is agony', 50, 'M', 'a stonefish sting', 'stonefish_sting'],
    [
      'we cooked wild mushrooms from the pine forest last night and now I am vomiting, with cramps and watery diarrhoea',
      45,
      'F',
      'vomiting or diarrhoea after eating wild mushrooms',
      'amatoxin_poisoning',
    ],
    [
      'I have diabetes and the skin of my scrotum is red, spreading and turning dark, with a fever',
      64,
      'M',
      'a spreading, darkening infection of the scrotum or perineum',
      'fourniers_gangrene',
    ],
  ])('calls %j an emergency and names it', (words, age, sex, reason, condition) => {
    const { interview } = interviewFromWords(kb, words, { age, sex: sex as 'F' | 'M' });
    // An opioid taken is also an opioid one is on: its drowsiness rule may be the one that speaks first.
    const named = emergencyDiscriminatorOf(interview);
    if (reason.includes('after opioids'))
      expect([reason, 'drowsy or hard to wake on an opioid painkiller']).toContain(named);
    else expect(named).toBe(reason);
    expect(interview.disposition()).toBe('emergency');
    expect(leading(interview)).toBe(condition);
  });

  it('does not make a neck adjustment, a dive or opioids alone an emergency', () => {
    for (const [words, age] of [
      ['I had my neck adjusted by a chiropractor and it is a bit stiff', 40],
      ['I went scuba diving yesterday and my ears feel blocked', 30],
      ['I take oxycodone for my back and I am constipated', 60],
    ] as const) {
      const { interview } = interviewFromWords(kb, words, { age, sex: 'F' });
      expect(interview.disposition(), words).not.toBe('emergency');
    }
  });
});
