import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand, type EvidenceValue, type Observation } from '../index.js';

const kb = loadKnowledgeBase();

/** [patient's words, answers expected among the observations]. */
type Case = [string, Record<string, EvidenceValue>];

function read(text: string, evidence?: string): Observation[] {
  return understand(kb, text, evidence ? { question: { evidence, type: kb.evidence(evidence)!.type } } : undefined);
}

function check(observations: Observation[], expected: Record<string, EvidenceValue>): void {
  const got = Object.fromEntries(observations.map((o) => [o.evidence, o.value]));
  for (const [evidence, value] of Object.entries(expected)) {
    expect(got[evidence], `${evidence} in ${JSON.stringify(observations)}`).toEqual(value);
  }
}

const CHEST = ['V_101', 'V_29'];

const SYMPTOMS: Case[] = [
  ['I have a fever', { E_91: true }],
  ['running a temperature since last night', { E_91: true }],
  ['I feel hot and cold', { E_91: true }],
  ["I'm burning up", { E_91: true }],
  ['feverish and achy all over', { E_91: true, E_144: true }],
  ['I have the chills', { E_94: true }],
  ["I can't stop shivering", { E_94: true }],
  ['a bad cough', { E_201: true }],
  ['I keep coughing', { E_201: true }],
  ['dry tickly cough for a week', { E_201: true }],
  ['coughing up green phlegm', { E_77: true, E_201: true }],
  ['I cough up yellow stuff in the morning', { E_77: true }],
  ['I coughed up blood this morning', { E_45: true, E_201: true }],
  ['there is blood in my spit when I cough', { E_45: true }],
  ['coughing fits that go on and on', { E_203: true, E_201: true }],
  ['I cough so hard that I throw up', { E_166: true }],
  ['whooping noise when he coughs', { E_202: true }],
  ["I'm short of breath", { E_66: true }],
  ["I can't catch my breath", { E_66: true }],
  ['struggling to breathe', { E_66: true }],
  ['breathless walking to the letterbox', { E_64: true }],
  ['I get out of breath with the slightest effort', { E_64: true }],
  ['I wake up at night gasping', { E_67: true }],
  ["it's harder to breathe when I lie down", { E_217: true }],
  ['I have to sleep on three pillows to breathe', { E_217: true }],
  ['wheezing', { E_214: true }],
  ['there is a whistling sound when I breathe out', { E_214: true }],
  ['a high pitched noise when she breathes in', { E_194: true }],
  ['I feel like I am choking', { E_75: true }],
  ['runny nose', { E_181: true }],
  ['my nose is blocked', { E_181: true }],
  // Rebound congestion is told as a nose more blocked than before.
  ['my nose is more blocked when I stop the spray', { E_181: true }],
  ['my nose gets even more blocked at night', { E_181: true }],
  ['stuffed up and sneezing', { E_181: true }],
  ['thick green snot', { E_182: true, E_181: true }],
  ['sore throat', { E_97: true, E_53: true }],
  ['my throat is killing me', { E_97: true }],
  ['it hurts to swallow', { E_65: true }],
  ['food gets stuck when I swallow', { E_65: true }],
  ['my voice is hoarse', { E_212: true }],
  ["I've lost my voice", { E_212: true }],
  ["I can't smell anything", { E_103: true }],
  ['itchy watery eyes', { E_170: true, E_127: true }],
  ['my eyes are red', { E_74: true }],
  ['itchy nose', { E_169: true }],
  ['I feel sick to my stomach', { E_148: true }],
  ["I'm nauseous", { E_148: true }],
  ['I have been throwing up', { E_211: true }],
  ['vomiting all night', { E_211: true }],
  ['I threw up blood', { E_210: true }],
  ['vomit that looks like coffee grounds', { E_210: true }],
  ['I have diarrhoea', { E_51: true }],
  ['I have the runs', { E_51: true }],
  ['my poo is black like tar', { E_140: true }],
  ['blood on the toilet paper', { E_179: true }],
  ['pale stools and dark urine', { E_188: true }],
  ['heartburn after meals', { E_173: true, E_215: true }],
  ['acid coming up into my throat', { E_173: true }],
  ['my tummy is bloated', { E_30: true }],
  ["I've lost my appetite", { E_161: true }],
  ['I feel full really quickly', { E_161: true }],
  ['I have lost a lot of weight without trying', { E_162: true }],
  ["I've put on weight", { E_96: true }],
  ["I'm exhausted all the time", { E_89: true }],
  ['no energy at all', { E_89: true }],
  ["I'm too tired to get out of bed", { E_88: true }],
  ['I feel rotten', { E_175: true }],
  ['my whole body aches', { E_144: true }],
  ['I feel dizzy', { E_82: true }],
  ['a bit light-headed', { E_76: true }],
  ['I feel like I might faint', { E_82: true }],
  ['I passed out at work', { E_159: true }],
  ['she fainted', { E_159: true }],
  ['he had a seizure', { E_43: true }],
  ['my heart is racing', { E_155: true }],
  ['palpitations', { E_155: true }],
  ['my heartbeat is irregular', { E_164: true }],
  ['sweating a lot', { E_50: true }],
  ['night sweats', { night_sweats: true }],
  ["I'm so anxious", { E_16: true }],
  ['I felt like I was going to die', { E_111: true }],
  ['everything feels unreal', { E_171: true }],
  ['I have been really irritable', { E_114: true }],
  ['I feel confused', { E_39: true }],
  ['slurred speech', { E_63: true }],
  ['double vision', { E_52: true }],
  ['one side of my face is drooping', { E_156: true }],
  ['my eyelids are droopy', { E_172: true }],
  ['my legs feel weak', { E_84: true }],
  ['numbness in my feet', { E_93: true }],
  ['tingling around my mouth', { E_157: true }],
  ['pins and needles in my hands', { E_177: true }],
  ['my neck is stiff and I cannot turn my head', { E_192: true }],
  ['muscle spasms', { E_193: true }],
  ['my tongue keeps sticking out', { E_168: true }],
  ['his eyes keep rolling up', { E_180: true }],
  ['I can hardly open my mouth', { E_205: true }],
  ['drooling', { E_190: true }],
  ['I bruise easily', { E_178: true }],
  ['swollen glands in my neck', { E_9: true }],
  ['I look pale', { E_154: true }],
  ['my face went red', { E_92: true }],
  ['mouth ulcers', { E_206: true }],
  ['my periods are very heavy', { E_145: true }],
  ['I am pregnant', { E_167: true }],
  ['vaginal discharge', { E_163: true }],
  ['I ate something I am allergic to', { E_42: true }],
  ['I was stung by a bee', { insect_bite: true }],
  ['I had tuna for lunch', { E_187: true }],
];

const PAIN: Case[] = [
  ['my chest hurts', { E_53: true, E_55: CHEST }],
  ['sharp pain in the left side of my chest', { E_53: true, E_55: ['V_56'], E_54: ['V_192'] }],
  ['crushing chest pain going down my left arm', { E_53: true, E_55: CHEST, E_57: ['V_31'], E_54: ['V_183'] }],
  ['chest pain even at rest', { E_14: true, E_53: true }],
  ['it hurts when I take a deep breath', { E_220: true, E_53: true }],
  ['the pain is better when I lean forward', { E_33: true }],
  ['it hurts more when I move', { E_216: true }],
  ['worse when I cough or lift things', { E_221: true }],
  ['I get chest pain when I climb stairs and it goes away with rest', { E_218: true, E_53: true }],
  ['terrible headache', { E_53: true, E_55: ['V_89', 'V_62'], E_56: 8 }],
  ['a throbbing headache, about a 6 out of 10', { E_54: ['V_184'], E_56: 6 }],
  ['stomach ache', { E_53: true, E_55: ['V_187'] }],
  // A pain described in one breath with another finding of one place is in that place.
  [
    'my right testicle has been getting more swollen and painful',
    { testicular_swelling: true, E_53: true, E_55: ['V_168'] },
  ],
  ['a painful and swollen testicle', { testicular_swelling: true, E_53: true, E_55: ['V_168', 'V_169'] }],
  ['pain in my upper stomach that burns', { E_55: ['V_197'], E_54: ['V_181'] }],
  ['my right ear hurts', { E_53: true, E_55: ['V_129'] }],
  ['earache in both ears', { E_55: ['V_129', 'V_130'] }],
  ['lower back pain', { E_53: true, E_55: ['V_40'] }],
  ['pain in my right groin when I strain', { E_55: ['V_16'], E_221: true }],
  ['the pain came on suddenly', { E_53: true, E_59: 9 }],
  ['the pain built up slowly over days', { E_59: 2 }],
  ['a stabbing pain, really bad, 9/10', { E_54: ['V_179'], E_56: 9 }],
  ['mild pain in my jaw', { E_38: true }],
  ['my left calf is painful and swollen', { E_53: true, E_55: ['V_120'], E_151: true, E_152: ['V_120'] }],
  ['it hurts all over and I cannot pinpoint it', { E_58: 2 }],
];

const SKIN_AND_SWELLING: Case[] = [
  ['I have a rash', { E_129: true }],
  ['red itchy rash on my arms', { E_129: true, E_133: ['V_30', 'V_31'], E_130: 'V_157', E_136: 6 }],
  ['pink spots on my face that are peeling', { E_129: true, E_130: 'V_156', E_131: 'V_12' }],
  ['hives all over my chest, very itchy', { E_129: true, E_136: 8 }],
  ['big red patches on my legs', { E_135: 'V_12' }],
  ['my ankles are swollen', { E_151: true, E_152: ['V_34', 'V_35'] }],
  ['swelling in my right knee', { E_151: true, E_152: ['V_92'] }],
  ['puffy face', { E_151: true }],
];

const HISTORY: Case[] = [
  ['I smoke a pack a day', { E_79: true }],
  ['I used to smoke', { E_191: true, E_79: false }],
  ['I quit smoking last year', { E_191: true }],
  ['my husband smokes inside', { E_222: true }],
  ['I drink too much', { E_78: true }],
  ['I have asthma', { E_124: true }],
  ['I use a Ventolin puffer', { E_124: true }],
  ['my mum has asthma', { E_142: true, E_87: true }],
  ['my brother has hay fever', { E_86: true }],
  ['I have COPD', { E_123: true }],
  ['type 2 diabetes', { E_69: true }],
  ['I have high blood pressure', { E_104: true }],
  ['I take a statin for my cholesterol', { E_71: true }],
  ['I had a heart attack five years ago', { E_105: true }],
  ['I had a stroke', { E_107: true }],
  ['I had a DVT in my leg', { E_109: true }],
  ['I had surgery two weeks ago', { E_196: true }],
  ['I am on dialysis', { E_8: true, E_113: true }],
  ['I have HIV', { E_2: true }],
  ['I am on chemo', { E_227: true }],
  ['I take ibuprofen for my knee', { E_10: true }],
  ['I am on prednisone', { E_44: true }],
  ['I take Eliquis', { E_146: true }],
  ['I am on the pill', { E_100: true }],
  ['I drink three coffees a day', { E_35: true }],
  ['lots of energy drinks', { E_60: true }],
  ['my kids go to daycare', { E_49: true }],
  ['I work on a building site', { E_199: true }],
  ['I got back from Nigeria last week', { E_204: 'V_1' }],
  ['I just came back from a holiday in Bali', { E_204: 'V_7' }],
  ['everyone at home has the same thing', { E_41: true }],
  ['there is a bug going around at work', { E_41: true }],
  ['my vaccinations are up to date', { E_209: true }],
  ['I had a cold two weeks ago', { E_116: true }],
  ["I have Crohn's disease", { E_47: true }],
  ['I have been diagnosed with anaemia', { E_24: true }],
  ['I have reflux disease, GORD', { E_125: true }],
  ['I started haloperidol last week', { E_15: true }],
  ['I am immunosuppressed', { E_227: true }],
  ['I was exposed to someone with Ebola', { E_73: true }],
];

const NEGATIONS: Case[] = [
  ['no fever', { E_91: false }],
  ["I haven't been coughing", { E_201: false }],
  ["I don't have a sore throat", { E_97: false }],
  ['no fever, cough or runny nose', { E_91: false, E_201: false, E_181: false }],
  // A new item of its own ("and a …") is not denied by the denial before it; a list without one is.
  ['no cough and a fever', { E_201: false, E_91: true }],
  ["a rash that doesn't fade when I press a glass on it and a fever", { non_blanching_rash: true, E_91: true }],
  ['no cough and fever', { E_201: false, E_91: false }],
  ['without a cough or a fever', { E_201: false, E_91: false }],
  ['a rash that does not itch', { E_129: true, E_136: 0 }],
  ['the rash is not itchy', { E_129: true, E_136: 0 }],
  ["the rash isn't itchy", { E_129: true, E_136: 0 }],
  // The reaction told first, then the food: the exposure and the swelling both.
  [
    "I can't breathe and my lips are swelling after eating peanuts",
    { E_66: true, E_42: true, swollen_face_lips: true },
  ],
  // Angioedema told by size.
  ['ate a satay and now my throat feels tight and lips are huge', { swollen_face_lips: true }],
  ['her lips have gone twice their normal size', { swollen_face_lips: true }],
  // A slow heart told of the heart itself, not a figure.
  ["my heart's doing something funny, it's going really slow", { slow_pulse: true }],
  ['my heart is beating too slowly', { slow_pulse: true }],
  ['I have not vomited', { E_211: false }],
  ['never had a seizure', { E_43: false }],
  ['without any chest pain at rest', { E_14: false }],
  ["I don't smoke", { E_79: false }],
  ['I am not short of breath', { E_66: false }],
  ['no blood in my stool', { E_179: false }],
  ['there is no rash', { E_129: false }],
  ["it doesn't hurt", { E_53: false }],
  ['no pain anywhere', { E_53: false }],
  ['I have not fainted', { E_159: false }],
  ['no diarrhoea', { E_51: false }],
  ['I am not pregnant', { E_167: false }],
  ["I didn't travel anywhere", { E_204: 'V_10' }],
  ["I haven't lost any weight", { E_162: false }],
  ['denies palpitations', { E_155: false }],
  ['no swelling', { E_151: false }],
  ['not dizzy', { E_82: false }],
  ['I have no allergies', { E_226: false }],
  ['no fever but I have a cough', { E_91: false, E_201: true }],
  ["I'm not coughing, but I am wheezing", { E_201: false, E_214: true }],
  ['no chills, and I have a headache', { E_94: false, E_53: true }],
  ['fever: no, cough: yes', { E_91: false, E_201: true }],
  ["I can't stop coughing", { E_203: true, E_201: true }],
  ['I am not vaccinated', { E_209: false }],
];

/** [reply, question asked, answers expected]. */
const IN_CONTEXT: [string, string, Record<string, EvidenceValue>][] = [
  ['yes', 'E_91', { E_91: true }],
  ['yep', 'E_91', { E_91: true }],
  ['yeah', 'E_201', { E_201: true }],
  ['yup, since Tuesday', 'E_201', { E_201: true }],
  ['definitely', 'E_66', { E_66: true }],
  ['of course', 'E_79', { E_79: true }],
  ['I do', 'E_104', { E_104: true }],
  ['a little', 'E_66', { E_66: true }],
  ['sometimes', 'E_155', { E_155: true }],
  ['kind of', 'E_82', { E_82: true }],
  ['on and off for a week', 'E_219', { E_219: true }],
  ['for three days now', 'E_51', { E_51: true }],
  ['no', 'E_91', { E_91: false }],
  ['nope', 'E_91', { E_91: false }],
  ['nah', 'E_45', { E_45: false }],
  ['not really', 'E_201', { E_201: false }],
  ['not at all', 'E_14', { E_14: false }],
  ['never', 'E_43', { E_43: false }],
  ["I don't think so", 'E_167', { E_167: false }],
  ['not that I know of', 'E_2', { E_2: false }],
  ["I haven't", 'E_196', { E_196: false }],
  ['no, but I have a headache', 'E_91', { E_91: false, E_53: true }],
  ['yes and I also feel sick', 'E_94', { E_94: true, E_148: true }],
  ['7', 'E_56', { E_56: 7 }],
  ['7/10', 'E_56', { E_56: 7 }],
  ['about a 7', 'E_56', { E_56: 7 }],
  ['seven out of ten', 'E_56', { E_56: 7 }],
  ['maybe 6 or 7', 'E_56', { E_56: 7 }],
  ['10, the worst ever', 'E_56', { E_56: 10 }],
  ['very bad', 'E_56', { E_56: 8 }],
  ['mild', 'E_56', { E_56: 3 }],
  ['it came on all of a sudden', 'E_59', { E_59: 9 }],
  ['gradually over a few days', 'E_59', { E_59: 2 }],
  ['I can point to it with one finger', 'E_58', { E_58: 9 }],
  ['not itchy at all', 'E_136', { E_136: 0 }],
  ['3 out of 5', 'E_134', { E_134: 6 }],
  ['in my chest', 'E_55', { E_55: CHEST }],
  ['my left shoulder and my neck', 'E_55', { E_55: ['V_195', 'V_26'] }],
  ['right side of my chest', 'E_55', { E_55: ['V_55'] }],
  ['down my left arm', 'E_57', { E_57: ['V_31'] }],
  ['to my back', 'E_57', { E_57: ['V_40'] }],
  ["it doesn't spread", 'E_57', { E_57: [] }],
  ['nowhere', 'E_57', { E_57: [] }],
  ['burning', 'E_54', { E_54: ['V_181'] }],
  ['sharp and stabbing', 'E_54', { E_54: ['V_179', 'V_192'] }],
  ['like a heavy weight', 'E_54', { E_54: ['V_183'] }],
  ['on my belly and back', 'E_133', { E_133: ['V_187', 'V_40'] }],
  ['both feet', 'E_152', { E_152: ['V_72', 'V_73'] }],
  ['red', 'E_130', { E_130: 'V_157' }],
  ["it's kind of pinkish", 'E_130', { E_130: 'V_156' }],
  ['yes it is peeling', 'E_131', { E_131: 'V_12' }],
  ['no', 'E_135', { E_135: 'V_10' }],
  ['bigger than that', 'E_135', { E_135: 'V_12' }],
  ['no', 'E_204', { E_204: 'V_10' }],
  ['I went to Thailand', 'E_204', { E_204: 'V_7' }],
  ['yes, to India', 'E_204', { E_204: 'V_6' }],
  ['Europe', 'E_204', { E_204: 'V_9' }],
];

describe('understand: symptoms in lay words', () => {
  it.each(SYMPTOMS)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: pain, where and how', () => {
  it.each(PAIN)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: skin and swelling', () => {
  it.each(SKIN_AND_SWELLING)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: history and risk factors', () => {
  it.each(HISTORY)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: negation', () => {
  it.each(NEGATIONS)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: answers to the question asked', () => {
  it.each(IN_CONTEXT)('%s (to %s)', (text, evidence, expected) => {
    const observations = read(text, evidence);
    check(observations, expected);
    expect(observations[0]?.evidence).toBe(evidence);
  });

  it('reads a question that carries only evidence and type', () => {
    expect(understand(kb, 'the left one', { question: { evidence: 'E_55', type: 'M' } })).toEqual([]);
    expect(understand(kb, 'my left ear', { question: { evidence: 'E_55', type: 'M', text: '' } })).toEqual([
      { evidence: 'E_55', value: ['V_130'] },
    ]);
  });
});

describe('understand: what it must not read', () => {
  it('keeps a place to the finding it belongs to when the pain names its own ("a rash on my arm and painful joints")', () => {
    const pain = read('I have a rash on my arm and painful joints').find((o) => o.evidence === 'E_55');
    expect(pain).toBeUndefined();
  });

  it.each([
    ["I don't know", 'E_91'],
    ['not sure', 'E_201'],
    ['maybe', 'E_66'],
    ['hello there', 'E_91'],
  ])('%s (to %s) gives no answer', (text, evidence) => {
    expect(read(text, evidence)).toEqual([]);
  });

  it.each(['I think I might have a fever', "I'm not sure if I have a fever"])('%s is not a fever', (text) => {
    expect(read(text).find((o) => o.evidence === 'E_91')).toBeUndefined();
  });

  it('does not take the nose of a runny nose for where the pain is', () => {
    const observations = read("I've had a sore throat and a runny nose for 3 days, no fever");
    check(observations, { E_97: true, E_53: true, E_55: ['V_148'], E_181: true, E_91: false });
  });

  it('gives nothing for small talk', () => {
    expect(read('Hi, thanks for seeing me today.')).toEqual([]);
    expect(read('')).toEqual([]);
  });

  it('only gives values the knowledge base accepts', () => {
    const all = [...SYMPTOMS, ...PAIN, ...SKIN_AND_SWELLING, ...HISTORY, ...NEGATIONS].flatMap(([text]) => read(text));
    const interview = { ok: true };
    for (const o of all) {
      const info = kb.evidence(o.evidence);
      expect(info, o.evidence).toBeDefined();
      if (info!.type === 'B') expect(typeof o.value).toBe('boolean');
      if (info!.type === 'M') expect(Array.isArray(o.value)).toBe(true);
    }
    expect(interview.ok).toBe(true);
  });
});

describe('understand: phrasing count', () => {
  it('is tested on at least 150 phrasings', () => {
    const total =
      SYMPTOMS.length +
      PAIN.length +
      SKIN_AND_SWELLING.length +
      HISTORY.length +
      NEGATIONS.length +
      IN_CONTEXT.length +
      8;
    expect(total).toBeGreaterThanOrEqual(150);
  });
});

/** The everyday words of a telehealth service: slang, durations, body parts and sides. */
const EVERYDAY: Case[] = [
  ['it burns when I wee', { dysuria: true }],
  ['bladder infection, it stings when I pee', { dysuria: true }],
  ['burning when passing urine', { dysuria: true }],
  ["I've got the runs", { E_51: true }],
  ['throwing up all morning', { E_211: true }],
  ['pins and needles in my hands', { E_177: true }],
  ['my period is late', { missed_period: true }],
  ["I can't keep anything down", { cannot_keep_fluids: true, E_211: true }],
  ['diarrhoea and vomiting since last night', { E_51: true, E_211: true, duration: 'hours' }],
  ['sore throat for 3 days', { E_97: true, duration: 'days' }],
  ['headaches on and off for a month', { recurrent: true, duration: 'months' }],
  ['a 3-year history of headaches', { duration: 'months', E_53: true }],
  ['a pounding headache on one side of my head', { one_sided_headache: true, E_53: true }],
  ['zigzag lines before the headache', { visual_aura: true }],
  ['the worst headache of my life, it came on suddenly', { thunderclap: true }],
  ['my neck is stiff and the light hurts my eyes', { neck_stiffness: true, photophobia: true }],
  ['pain in my right lower tummy', { E_53: true, E_55: ['V_87'] }],
  ['pain in my upper right tummy', { E_53: true, E_55: ['V_103'] }],
  ['pain in my lower tummy', { E_53: true, E_55: ['V_87', 'V_88', 'V_153'] }],
  ['sticky eyes stuck together in the morning', { eye_discharge: true }],
  ['itchy down there with a thick white discharge', { vaginal_itch: true, E_163: true }],
  ['the room is spinning', { vertigo: true }],
  ["I twisted my ankle and can't walk on it", { E_53: true, cannot_bear_weight: true }],
  ['I keep thinking about ending my life', { suicidal_thoughts: true }],
  ['rash that does not fade when I press a glass on it', { non_blanching_rash: true, E_129: true }],
  ['I vomited a lot of blood', { E_210: true, E_211: true }],
  ["I can't stop bleeding from a cut on my wrist, it's spurting", { bleeding_not_stopping: true, skin_wound: true }],
];

describe('understand: everyday words', () => {
  it.each(EVERYDAY)('%s', (text, expected) => check(read(text), expected));
});

describe('understand: never a fact the patient did not say', () => {
  it.each([
    ['no, but I drop my son at daycare', 'E_49'],
    ['a 3-year history of headaches', 'age'],
    ['my period is late', 'E_167'],
    ['one side of my head hurts', 'E_55:V_84'],
    ['I am 35 years old', 'duration'],
    ["I'm not sure if it's an infection", 'E_91'],
    ['my mum had a stroke', 'sudden_weakness_one_side'],
    ['a high pitched noise when she breathes in', 'elevated_mood'],
    ["I've lost my voice", 'recent_loss'],
    // The joints' pain and swelling are not the rash's.
    ['My wrists and ankles are painful and swollen and I had a rash', 'E_134'],
    ['My wrists and ankles are painful and swollen and I had a rash', 'E_132'],
    ['my rash is itchy and raised, and my knee hurts', 'E_134'],
  ])('%s gives no %s', (text, what) => {
    const [evidence, value] = what.split(':');
    const found = read(text).find((o) => o.evidence === evidence);
    if (value) expect(Array.isArray(found?.value) && (found.value as string[]).includes(value)).toBe(false);
    else expect(found).toBeUndefined();
  });
});
