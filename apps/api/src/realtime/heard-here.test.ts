import { describe, expect, it } from 'vitest';
import { HeardHere } from './heard-here.js';

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('events heard where they were written', () => {
  it('hears the writes answered in one turn of the event loop in the order the database gave them', async () => {
    const heard: string[] = [];
    const here = new HeardHere((payload) => heard.push(payload));
    // The later write's answer read first, as two connections answering at once may be.
    here.hear(['reply', 'its follow-up'], 12);
    here.hear(['message'], 7);
    expect(heard).toEqual([]);
    await turnEnds();
    expect(heard).toEqual(['message', 'reply', 'its follow-up']);
  });

  it('hears a later turn’s writes after the earlier turn’s', async () => {
    const heard: string[] = [];
    const here = new HeardHere((payload) => heard.push(payload));
    here.hear(['first'], 3);
    await turnEnds();
    here.hear(['second'], 4);
    await turnEnds();
    expect(heard).toEqual(['first', 'second']);
  });
});
