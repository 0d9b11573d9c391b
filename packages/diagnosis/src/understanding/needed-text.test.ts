import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, tablesOf } from '../knowledge-base.js';
import { VIGNETTES } from '../vignettes/index.js';
import { LEXICON } from './lexicon.js';
import { neededText, PhrasingFilter } from './needed-text.js';
import { SAFETY_PHRASINGS } from './safety-phrasings.js';
import { TRIAGE_PHRASINGS } from './triage-phrasings.js';

describe('neededText', () => {
  it('needs one of the alternatives, each by its longest fixed words', () => {
    expect(neededText('sore throat|throat (?:hurts|is sore)')).toEqual(['sore throat', 'throat ']);
    expect(neededText('comes? and goes?')).toEqual([' and goe']);
    expect(neededText('(?:burns|stings) when i (?:wee|pee)')).toEqual([' when i ']);
  });

  it('counts on nothing a look before or after looks for, and joins the words around it', () => {
    expect(neededText('(?<!no )fever(?= today)')).toEqual(['fever']);
    expect(neededText('chest\\b pain')).toEqual(['chest pain']);
  });

  it('needs nothing of what may be left out, or of a pattern it cannot read', () => {
    expect(neededText('(?:very )?')).toBeNull();
    expect(neededText('\\d+|fever')).toBeNull();
    expect(neededText('\\d+ days|fever')).toEqual([' days', 'fever']);
    expect(neededText('a\\u0041')).toBeNull();
    expect(neededText('[a-z]+ing')).toEqual(['ing']);
    expect(neededText('(?:cough)+')).toEqual(['cough']);
  });
});

describe('PhrasingFilter', () => {
  it('passes the phrasings whose needed words are in the text, and those that need nothing', () => {
    const filter = new PhrasingFilter([['fever'], ['sore throat', 'throat hurts'], null, ['x']]);
    expect([...filter.candidates(' my throat hurts and i have a fever ')]).toEqual([1, 1, 1, 0]);
    expect([...filter.candidates(' no ')]).toEqual([0, 0, 1, 0]);
    expect([...filter.candidates('x')]).toEqual([0, 0, 1, 1]);
  });

  it('never leaves out a phrasing of the vocabulary that matches a patient’s words', () => {
    const tables = tablesOf(loadKnowledgeBase());
    const patterns = [
      ...tables.evidences.flatMap(({ entry }) => entry.def?.lay ?? []),
      ...[...TRIAGE_PHRASINGS, ...SAFETY_PHRASINGS, ...LEXICON].map((e) => e.pattern),
    ];
    const filter = new PhrasingFilter(patterns.map(neededText));
    const regexes = patterns.map((p) => new RegExp(`\\s(?:${p})(?=\\s)`));
    const texts = VIGNETTES.slice(0, 40).flatMap((v) => [v.says, ...v.facts]);
    let matched = 0;
    for (const text of texts) {
      const words = ` ${text.toLowerCase().replace(/[.,!?]/g, ' ')} `;
      const can = filter.candidates(words);
      regexes.forEach((regex, i) => {
        if (!regex.test(words)) return;
        matched++;
        expect(can[i], `${patterns[i]} on "${words}"`).toBe(1);
      });
    }
    // Not a check of nothing: the words match hundreds of phrasings.
    expect(matched).toBeGreaterThan(texts.length / 2);
  });
});
