import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation, type Patient } from './helpers/actors.js';
import { askedEvidence, readConversation, REVIEW_QUESTION, say } from './helpers/consultation.js';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai.js';

const PHRASED = 'Quick one for you: has anything else been bothering you?';
const NARRATIVE =
  'Presenting complaint: cough and fever for three days, worse at night.\nPositives: cough; fever.\nPertinent negatives: no shortness of breath.';
/** A provider that answers is given all the time a busy machine needs. */
const TIMEOUT_MS = 30_000;
/** One that hangs is given up on quickly, so the fallback tests finish. */
const GIVE_UP_MS = 400;

let fake: FakeOpenAi;
let t: TestApp;
let quick: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi(
    {
      extract: JSON.stringify({
        observations: [
          { evidence: 'E_201', value: true },
          { evidence: 'E_91', value: true },
          { evidence: 'E_999', value: true }, // not in the vocabulary: dropped
          { evidence: 'E_56', value: 'very bad' }, // not a 0–10 value: dropped
        ],
      }),
      phrase: PHRASED,
      summarise: NARRATIVE,
    },
    600_000,
  );
  const ai = { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: TIMEOUT_MS };
  t = await buildTestApp({ ai }, { engine: createConsultationEngine(testConfig(null, { ai })) });
  const giveUp = { ...ai, timeoutMs: GIVE_UP_MS };
  quick = await buildTestApp({ ai: giveUp }, { engine: createConsultationEngine(testConfig(null, { ai: giveUp })) });
});
afterAll(async () => {
  await t.close();
  await quick.close();
  await fake.close();
});

/** Answers whatever comes with the quick replies a cautious patient would tap, up to the assessment. */
async function talkToTheEnd(
  who: Patient,
  conversationId: string,
  first: Message | undefined,
  app = t.app,
): Promise<Message[]> {
  const said: Message[] = [];
  let doctor = first;
  for (let i = 0; i < 60 && doctor && !doctor.text.includes(REVIEW_QUESTION); i++) {
    const labels = doctor.options?.choices.map((c) => c.label) ?? [];
    const text = /how old/i.test(doctor.text)
      ? '30'
      : labels.includes('Female')
        ? 'Female'
        : (['No', 'Skip', 'No, thanks', 'No, keep it private'].find((l) => labels.includes(l)) ??
          labels[0] ??
          'Sam Taylor');
    doctor = (await say(app, who, conversationId, doctor.text.includes('date of birth') ? '01/01/1990' : text))
      .doctorMessage;
    if (doctor) said.push(doctor);
  }
  return said;
}

async function stateOf(conversationId: string) {
  const row = await t.app.db
    .selectFrom('conversations')
    .select('consultationState')
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return row.consultationState as { observations: { evidence: string; value: unknown }[] };
}

describe('the LLM layer, against a local OpenAI-compatible server', () => {
  it('extracts observations (only valid ones), phrases the questions and writes the summary', async () => {
    fake.mode = 'normal';
    fake.requests.length = 0;
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const first = await say(t.app, who, c, "I've been hacking away all night and burning up");
    const observations = (await stateOf(c)).observations;
    expect(observations).toEqual(
      expect.arrayContaining([
        { evidence: 'E_201', value: true },
        { evidence: 'E_91', value: true },
      ]),
    );
    expect(observations.map((o) => o.evidence)).not.toContain('E_999');
    expect(observations.map((o) => o.evidence)).not.toContain('E_56');
    expect(fake.requests[0]).toMatchObject({ task: 'extract' });
    expect(fake.requests[0]!.user).toContain('burning up');

    const rest = await talkToTheEnd(who, c, first.doctorMessage);
    const questions = rest.filter((m) => m.text.includes(PHRASED));
    expect(questions.length).toBeGreaterThan(0);
    // The wording is the LLM's; the choice of question and its quick replies are still the engine's.
    expect(questions[0]!.options?.choices.map((x) => x.label)).toEqual(expect.arrayContaining(['Yes', 'No']));

    const conversation = await readConversation(t.app, who, c);
    expect(conversation.summaryText).toContain(NARRATIVE);
    // The engine's own lines follow the narrative: the danger signs, the disposition, the differential.
    expect(conversation.summaryText).toMatch(/\*\*Red flags screened:\*\* .+\n\*\*Disposition:\*\* .+/);
    expect(conversation.summaryText).toMatch(/\*\*Differential \(AI estimate\):\*\*\n1\. .+ \(.+\), \d+%/);
    expect(conversation.diagnosisName).toBeTruthy();
    expect(new Set(fake.requests.map((r) => r.task))).toEqual(new Set(['extract', 'phrase', 'summarise']));
  });

  it('keeps the summary it writes from carrying links, images or HTML quoted from the patient', async () => {
    fake.mode = 'normal';
    const echoed =
      '**Presenting complaint:** "sore [Pay here](https://evil.example/pay) ![p](/api/users/device/attacker)", 30F.\n' +
      '**Positives:** cough <img src=x onerror=alert(1)> <https://evil.example/autolink>\n' +
      '[Open the records](https://evil.example/records)';
    const written = fake.answers.summarise;
    fake.answers.summarise = echoed;
    try {
      const who = await registerPatient(t.app);
      const c = await startConversation(t.app, who);
      const first = await say(t.app, who, c, 'I have a cough and a fever');
      await talkToTheEnd(who, c, first.doctorMessage);
      const summary = (await readConversation(t.app, who, c)).summaryText ?? '';
      expect(summary).toContain('**Presenting complaint:** "sore \\[Pay here\\]\\(https://evil.example/pay\\)');
      expect(summary).toContain('**Positives:** cough \\<img');
      // No unescaped mark is left that could open a link, an image, an autolink or a tag.
      expect(summary).not.toMatch(/(^|[^\\])[[<]/m);
      expect(summary).not.toMatch(/(^|[^\\])!\\?\[/m);
    } finally {
      fake.answers.summarise = written;
    }
  });

  for (const mode of ['slow', 'garbage', 'error'] as const) {
    it(`falls back to the embedded engine for the turn when the provider is ${mode}`, async () => {
      fake.mode = mode;
      fake.requests.length = 0;
      const who = await registerPatient(quick.app);
      const c = await startConversation(quick.app, who);
      await say(quick.app, who, c, 'I have a cough and a fever');
      await say(quick.app, who, c, '30');
      // A slow provider answers only after the test itself would have timed out: the turn
      // finishing at all shows each call gave up at its own timeout and the embedded engine answered.
      const { doctorMessage } = await say(quick.app, who, c, 'Female');
      expect(askedEvidence(doctorMessage!.text)).toBeTruthy(); // the embedded engine's own question
      expect(doctorMessage!.text).not.toContain(PHRASED);
      expect(fake.requests.length).toBeGreaterThan(0);

      await talkToTheEnd(who, c, doctorMessage, quick.app);
      const conversation = await readConversation(quick.app, who, c);
      expect(conversation.diagnosisName).toBeTruthy();
      expect(conversation.summaryText).toMatch(/^\*\*Presenting complaint:\*\* "I have a cough and a fever"/);
      expect(conversation.summaryText).not.toContain(NARRATIVE);
    });
  }
});
