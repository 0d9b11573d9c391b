import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';
import { consult, readConversation, show } from './helpers/consultation.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'silent' }, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

describe('an assessment unsure between conditions it knows', () => {
  it('says it is not sure, names the possibilities a doctor may consider, and records no diagnosis', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const transcript = await consult(t.app, who, c, {
      opening: '20 wks pregnant, stinging when i wee and going all the time since yesterday',
      age: '31',
      sex: 'Female',
      otherwise: 'no',
    });
    const assessment = transcript.at(-1)!.doctor!.text;
    expect(assessment, show(transcript)).toContain("**I'm not sure what is causing this.**");
    expect(assessment).toMatch(/\*\*Possibilities a doctor may consider:\*\* [^\n]*bladder infection in pregnancy/i);
    expect(assessment).not.toMatch(/\*\*(Most likely|Possibly):\*\*/);
    const conversation = await readConversation(t.app, who, c);
    expect(conversation.diagnosisCode).toBe('R69');
  });
});
