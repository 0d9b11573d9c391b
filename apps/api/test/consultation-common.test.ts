import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';
import { consult, readConversation, show, type Script } from './helpers/consultation.js';

/**
 * The everyday complaints of a telehealth service, told in patients' own words through the chat API:
 * each gets sensible questions and a sensible assessment, and nothing frightening or exotic.
 */
const kb = loadKnowledgeBase();
const idOf = (name: string | null | undefined) => (name ? kb.pathology(name)?.id : undefined);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'silent' }, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

interface Case {
  name: string;
  script: Script;
  /** Any of these condition ids is a sensible working diagnosis. */
  expected: string[];
  /** The triage levels that are right for it. */
  triage: ('routine' | 'urgent' | 'emergency')[];
}

const CASES: Case[] = [
  {
    name: 'cystitis',
    script: {
      opening: 'It burns when I wee and I keep needing to go',
      age: '28',
      sex: 'Female',
      answers: { duration: 'since yesterday', E_53: 'a bit', E_55: 'my lower tummy', urinary_urgency: 'yes' },
    },
    expected: ['cystitis'],
    triage: ['routine'],
  },
  {
    name: 'gastroenteritis',
    script: {
      opening: "I've had the runs and been throwing up since last night",
      age: '34',
      sex: 'Male',
      answers: { E_41: 'yes, my son had it last week', E_53: 'yes, crampy', E_55: 'all over my tummy', E_148: 'yes' },
    },
    expected: ['viral_gastroenteritis', 'food_poisoning'],
    triage: ['routine'],
  },
  {
    name: 'migraine',
    script: {
      opening:
        'I get these pounding headaches on one side, with zigzag lines in my vision first, and I feel sick with them',
      age: '29',
      sex: 'Female',
      answers: {
        duration: 'since this morning',
        recurrent: 'yes, every month or so',
        photophobia: 'yes',
        E_148: 'yes',
        noise_sensitivity: 'yes',
        E_56: '7',
      },
    },
    expected: ['migraine_with_aura', 'migraine_without_aura'],
    triage: ['routine'],
  },
  {
    name: 'back pain',
    script: {
      opening: 'I hurt my lower back lifting a heavy box yesterday',
      age: '45',
      sex: 'Male',
      answers: { E_56: '6', lifting_strain: 'yes' },
    },
    expected: ['low_back_pain', 'sciatica'],
    triage: ['routine'],
  },
  {
    name: 'conjunctivitis',
    script: {
      opening: 'My eye is red and sticky with yellow gunk, the lids were stuck together this morning',
      age: '30',
      sex: 'Female',
      answers: { duration: '2 days', gritty_eye: 'yes, gritty' },
    },
    expected: ['bacterial_conjunctivitis', 'viral_conjunctivitis'],
    triage: ['routine'],
  },
  {
    name: 'eczema',
    script: {
      opening: 'I have itchy dry red patches in the creases of my elbows and behind my knees',
      age: '22',
      sex: 'Female',
      answers: { duration: 'on and off for years', E_226: 'yes, I have hay fever too', E_136: 'very itchy' },
    },
    expected: ['atopic_eczema'],
    triage: ['routine'],
  },
  {
    name: 'thrush',
    script: {
      opening: "I'm really itchy down there with a thick white discharge",
      age: '26',
      sex: 'Female',
      answers: { duration: '3 days', recent_antibiotics: 'yes, I finished a course last week' },
    },
    expected: ['vulvovaginal_candidiasis'],
    triage: ['routine'],
  },
  {
    name: 'hay fever',
    script: {
      opening: 'I keep sneezing and my eyes are itchy and watery, it happens every spring',
      age: '24',
      sex: 'Male',
      answers: { duration: 'a few weeks', E_181: 'yes, a clear runny nose', recurrent: 'yes, every year' },
    },
    expected: ['allergic_rhinitis', 'allergic_conjunctivitis'],
    triage: ['routine'],
  },
  {
    name: 'tonsillitis',
    script: {
      opening: 'Really sore throat and a high fever, I can see white spots on my tonsils and I have no cough',
      age: '19',
      sex: 'Female',
      answers: { duration: '2 days', E_9: 'yes, swollen glands in my neck' },
    },
    expected: ['strep_tonsillitis', 'viral_pharyngitis', 'glandular_fever'],
    triage: ['routine', 'urgent'],
  },
  {
    name: 'a sprained ankle',
    script: {
      opening: 'I rolled my ankle playing netball and it is swollen',
      age: '23',
      sex: 'Female',
      answers: {
        duration: 'a few hours',
        E_53: 'yes',
        E_55: 'the outside of my left ankle',
        cannot_bear_weight: 'no, I can walk on it, limping',
      },
    },
    expected: ['ankle_sprain', 'ankle_fracture'],
    triage: ['routine', 'urgent'],
  },
  {
    name: 'period pain',
    script: {
      opening: 'I get bad cramps in my lower tummy every time I have my period',
      age: '17',
      sex: 'Female',
      answers: { duration: 'for years', period_pain: 'yes' },
    },
    expected: ['primary_dysmenorrhoea', 'endometriosis'],
    triage: ['routine'],
  },
  {
    name: 'shingles',
    script: {
      opening:
        'I have a painful band of blisters on one side of my chest, it burned for a few days before the rash came',
      age: '67',
      sex: 'Male',
      answers: { duration: '2 days' },
    },
    expected: ['shingles'],
    triage: ['routine', 'urgent'],
  },
  {
    name: 'a UTI in pregnancy',
    script: {
      opening: "I'm 20 weeks pregnant and it stings when I pee, I'm going all the time",
      age: '30',
      sex: 'Female',
      answers: { duration: '2 days' },
    },
    expected: ['uti_in_pregnancy'],
    triage: ['routine', 'urgent'],
  },
  {
    name: 'a feverish toddler',
    script: {
      opening: 'My 2 year old has had a fever since yesterday and a runny nose',
      forWhom: 'Someone else',
      age: '2',
      sex: 'Male',
      answers: {
        duration: 'since yesterday',
        E_201: 'a little cough',
        poor_feeding: 'no, he is drinking well',
        fewer_wet_nappies: 'no',
        drowsy: 'no, he is still playing',
      },
    },
    expected: ['urti', 'viral_illness', 'acute_otitis_media', 'roseola', 'covid19', 'influenza'],
    triage: ['routine', 'urgent'],
  },
];

describe('everyday complaints, through the chat', () => {
  it.each(CASES)('$name: sensible questions and a sensible assessment', async ({ script, expected, triage }) => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const transcript = await consult(t.app, who, c, { otherwise: 'no', ...script });
    const assessment = transcript.at(-1)!.doctor!.text;
    const conversation = await readConversation(t.app, who, c);
    expect(expected, show(transcript)).toContain(idOf(conversation.diagnosisName));
    expect(triage, show(transcript)).toContain(conversation.triage);
    // Honest confidence: "Most likely" only when the answers make it so, else "Possibly".
    const top = conversation.diagnosisName!;
    const confident =
      (
        JSON.parse(
          JSON.stringify(
            (
              await t.app.db
                .selectFrom('conversations')
                .select('consultationState')
                .where('id', '=', c)
                .executeTakeFirstOrThrow()
            ).consultationState,
          ),
        ) as { differential: { probability: number }[] }
      ).differential[0]!.probability >= 0.6;
    expect(assessment).toContain(`**${confident ? 'Most likely' : 'Possibly'}:** ${kb.pathology(top)!.plainName}`);
    // Never a frightening, exotic condition named to the patient for an everyday complaint.
    for (const other of kb.pathologies.filter(
      (p) => (p.prevalence === 'rare' || p.prevalence === 'very rare') && !expected.includes(p.id),
    )) {
      expect(assessment).not.toContain(other.plainName);
    }
    // A clinician's history: the interview stays within its cap.
    const start = transcript.findIndex((e) => e.doctor?.text.includes("I'll ask you some quick questions"));
    const end = transcript.findIndex(
      (e) => e.doctor?.text.includes('Nearly done') || e.doctor?.text.includes("that's all my questions"),
    );
    expect(end - start, show(transcript)).toBeLessThanOrEqual(20);
  });

  it('says it is not sure when nothing it knows fits, names no condition, and hands over', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const transcript = await consult(t.app, who, c, {
      opening: 'My hair is falling out, I cough up blood, my ears ring and both my feet are numb',
      age: '41',
      sex: 'Male',
      otherwise: 'no',
    });
    const assessment = transcript.at(-1)!.doctor!.text;
    expect(assessment, show(transcript)).toContain("I'm not sure what is causing this");
    expect(assessment).not.toContain('**Most likely:**');
    const conversation = await readConversation(t.app, who, c);
    expect(conversation.diagnosisCode).toBe('R69');
    expect(conversation.summaryText).toContain('**AI assessment:** not sure');
  });

  it('unsure between conditions it knows, names the possibilities a doctor may consider and records no diagnosis', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const transcript = await consult(t.app, who, c, {
      // A sore throat denied every other finding: a viral sore throat or a cold, and nothing to tell them apart.
      opening: 'i have a sore throat',
      age: '25',
      sex: 'Female',
      otherwise: 'no',
    });
    const assessment = transcript.at(-1)!.doctor!.text;
    expect(assessment, show(transcript)).toContain("**I'm not sure what is causing this.**");
    expect(assessment).toMatch(/\*\*Possibilities a doctor may consider:\*\* [^\n]*viral sore throat/i);
    expect(assessment).not.toMatch(/\*\*(Most likely|Possibly):\*\*/);
    const conversation = await readConversation(t.app, who, c);
    expect(conversation.diagnosisCode).toBe('R69');
  });
});
