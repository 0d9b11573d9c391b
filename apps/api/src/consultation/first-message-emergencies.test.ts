import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { ConversationRow } from '../db/tables.js';
import type { ConsultationTurn } from './contract.js';
import { DiagnosticConsultation } from './engine.js';
import { welcomedState } from './state.js';

/**
 * Emergencies told mildly in the very first message are answered with 000 advice at once, before the age is asked:
 * a swallowed button battery suspected (RCH), a headache that came on suddenly (NICE CG150), saddle numbness with
 * sciatica (NICE CKS), chest pain after cocaine (eTG toxicology), an octopus bite with numb lips (ANZCOR), and
 * tablets taken in distress (eTG; RANZCP).
 */
const kb = loadKnowledgeBase();
const engine = new DiagnosticConsultation(kb, null, (err) => {
  throw err;
});

const firstMessage = (text: string): ConsultationTurn => ({
  conversation: {
    id: 'c1',
    consultationState: welcomedState(),
    doctorConnectStatus: null,
    version: 3,
  } as unknown as ConversationRow,
  text,
  imageUrl: null,
  profiles: async () => [],
  queuePosition: null,
  now: new Date('2026-11-25T01:00:00Z'),
});

describe('emergencies told mildly in the first message', () => {
  for (const words of [
    "grandpa's hearing aid battery is missing and she was playing with the case, she seems fine",
    "bit embarrassing but I got a sudden massive headache during sex last night, it's a bit better today",
    "my sciatica's gone down both legs now and I can't really feel the paper when I wipe",
    'did a few lines of coke at a party and now my chest is really tight',
    'my son picked up a little octopus with pretty blue spots in a rock pool, he says his lips are tingly',
    "I took some of mum's blood pressure pills because I was upset, now I feel really dizzy",
  ]) {
    it(`advises 000 at once: "${words}"`, async () => {
      const reply = await engine.reply(firstMessage(words));
      expect(reply?.conversationUpdate).toMatchObject({ triage: 'emergency' });
      expect(reply?.text).toContain('000');
    });
  }

  it('does not for a mild first message', async () => {
    const reply = await engine.reply(firstMessage('I have had a blocked nose and a scratchy throat for two days'));
    expect(reply?.conversationUpdate?.triage).not.toBe('emergency');
  });
});
