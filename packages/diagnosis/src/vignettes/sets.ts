import { CLINICAL_2_VIGNETTES } from './clinical-2/index.js';
import { CLINICAL_3_VIGNETTES } from './clinical-3/index.js';
import { CLINICAL_4_VIGNETTES } from './clinical-4/index.js';
import { CLINICAL_5_VIGNETTES } from './clinical-5/index.js';
import { CLINICAL_6_VIGNETTES } from './clinical-6/index.js';
import { CLINICAL_7_VIGNETTES } from './clinical-7/index.js';
import { CLINICAL_8_VIGNETTES } from './clinical-8/index.js';
import { CLINICAL_9_VIGNETTES } from './clinical-9/index.js';
import { CLINICAL_VIGNETTES } from './clinical/index.js';
import { EVERYDAY_2_VIGNETTES } from './everyday-2.js';
import { EVERYDAY_3_VIGNETTES } from './everyday-3.js';
import { EVERYDAY_4_VIGNETTES } from './everyday-4.js';
import { EVERYDAY_5_VIGNETTES } from './everyday-5.js';
import { EVERYDAY_6_VIGNETTES } from './everyday-6.js';
import { EVERYDAY_7_VIGNETTES } from './everyday-7.js';
import { EVERYDAY_8_VIGNETTES } from './everyday-8.js';
import { EVERYDAY_9_VIGNETTES } from './everyday-9.js';
import { EVERYDAY_10_VIGNETTES } from './everyday-10.js';
import { EVERYDAY_11_VIGNETTES } from './everyday-11.js';
import { EVERYDAY_12_VIGNETTES } from './everyday-12.js';
import { EVERYDAY_13_VIGNETTES } from './everyday-13.js';
import { splitOf, VIGNETTES } from './index.js';
import type { Vignette } from './types.js';
import { UNSEEN_2_VIGNETTES } from './unseen-2.js';
import { UNSEEN_3_VIGNETTES } from './unseen-3.js';
import { UNSEEN_4_VIGNETTES } from './unseen-4.js';
import { UNSEEN_5_VIGNETTES } from './unseen-5.js';
import { UNSEEN_6_VIGNETTES } from './unseen-6.js';
import { UNSEEN_7_VIGNETTES } from './unseen-7.js';
import { UNSEEN_8_VIGNETTES } from './unseen-8.js';
import { UNSEEN_9_VIGNETTES } from './unseen-9.js';
import { UNSEEN_10_VIGNETTES } from './unseen-10.js';
import { UNSEEN_11_VIGNETTES } from './unseen-11.js';
import { UNSEEN_12_VIGNETTES } from './unseen-12.js';
import { UNSEEN_13_VIGNETTES } from './unseen-13.js';
import { UNSEEN_14_VIGNETTES } from './unseen-14.js';
import { UNSEEN_VIGNETTES } from './unseen.js';

/** The sets of their own, outside the dev and test halves, and where each is written. */
export const OWN_SETS: Readonly<Record<string, { pool: readonly Vignette[]; source: string }>> = {
  clinical: { pool: CLINICAL_VIGNETTES, source: 'src/vignettes/clinical' },
  'clinical-2': { pool: CLINICAL_2_VIGNETTES, source: 'src/vignettes/clinical-2' },
  'clinical-3': { pool: CLINICAL_3_VIGNETTES, source: 'src/vignettes/clinical-3' },
  'clinical-4': { pool: CLINICAL_4_VIGNETTES, source: 'src/vignettes/clinical-4' },
  'clinical-5': { pool: CLINICAL_5_VIGNETTES, source: 'src/vignettes/clinical-5' },
  'clinical-6': { pool: CLINICAL_6_VIGNETTES, source: 'src/vignettes/clinical-6' },
  'clinical-7': { pool: CLINICAL_7_VIGNETTES, source: 'src/vignettes/clinical-7' },
  'clinical-8': { pool: CLINICAL_8_VIGNETTES, source: 'src/vignettes/clinical-8' },
  'clinical-9': { pool: CLINICAL_9_VIGNETTES, source: 'src/vignettes/clinical-9' },
  unseen: { pool: UNSEEN_VIGNETTES, source: 'src/vignettes/unseen.ts' },
  'unseen-2': { pool: UNSEEN_2_VIGNETTES, source: 'src/vignettes/unseen-2.ts' },
  'unseen-3': { pool: UNSEEN_3_VIGNETTES, source: 'src/vignettes/unseen-3.ts' },
  'unseen-4': { pool: UNSEEN_4_VIGNETTES, source: 'src/vignettes/unseen-4.ts' },
  'unseen-5': { pool: UNSEEN_5_VIGNETTES, source: 'src/vignettes/unseen-5.ts' },
  'unseen-6': { pool: UNSEEN_6_VIGNETTES, source: 'src/vignettes/unseen-6.ts' },
  'unseen-7': { pool: UNSEEN_7_VIGNETTES, source: 'src/vignettes/unseen-7.ts' },
  'unseen-8': { pool: UNSEEN_8_VIGNETTES, source: 'src/vignettes/unseen-8.ts' },
  'unseen-9': { pool: UNSEEN_9_VIGNETTES, source: 'src/vignettes/unseen-9.ts' },
  'unseen-10': { pool: UNSEEN_10_VIGNETTES, source: 'src/vignettes/unseen-10.ts' },
  'unseen-11': { pool: UNSEEN_11_VIGNETTES, source: 'src/vignettes/unseen-11.ts' },
  'unseen-12': { pool: UNSEEN_12_VIGNETTES, source: 'src/vignettes/unseen-12.ts' },
  'unseen-13': { pool: UNSEEN_13_VIGNETTES, source: 'src/vignettes/unseen-13.ts' },
  'unseen-14': { pool: UNSEEN_14_VIGNETTES, source: 'src/vignettes/unseen-14.ts' },
  'everyday-2': { pool: EVERYDAY_2_VIGNETTES, source: 'src/vignettes/everyday-2.ts' },
  'everyday-3': { pool: EVERYDAY_3_VIGNETTES, source: 'src/vignettes/everyday-3.ts' },
  'everyday-4': { pool: EVERYDAY_4_VIGNETTES, source: 'src/vignettes/everyday-4.ts' },
  'everyday-5': { pool: EVERYDAY_5_VIGNETTES, source: 'src/vignettes/everyday-5.ts' },
  'everyday-6': { pool: EVERYDAY_6_VIGNETTES, source: 'src/vignettes/everyday-6.ts' },
  'everyday-7': { pool: EVERYDAY_7_VIGNETTES, source: 'src/vignettes/everyday-7.ts' },
  'everyday-8': { pool: EVERYDAY_8_VIGNETTES, source: 'src/vignettes/everyday-8.ts' },
  'everyday-9': { pool: EVERYDAY_9_VIGNETTES, source: 'src/vignettes/everyday-9.ts' },
  'everyday-10': { pool: EVERYDAY_10_VIGNETTES, source: 'src/vignettes/everyday-10.ts' },
  'everyday-11': { pool: EVERYDAY_11_VIGNETTES, source: 'src/vignettes/everyday-11.ts' },
  'everyday-12': { pool: EVERYDAY_12_VIGNETTES, source: 'src/vignettes/everyday-12.ts' },
  'everyday-13': { pool: EVERYDAY_13_VIGNETTES, source: 'src/vignettes/everyday-13.ts' },
};

/** Every case of the halves and of every other set of its own: what a new batch must stay apart from. */
export const casesOutside = (pool: readonly Vignette[]): Vignette[] => [
  ...VIGNETTES,
  ...Object.values(OWN_SETS)
    .filter((set) => set.pool !== pool)
    .flatMap((set) => set.pool),
];

/** Every name a set can be asked for by: the halves, all of the body-system cases, and the sets of their own. */
export const VIGNETTE_SET_NAMES: readonly string[] = ['all', 'dev', 'test', ...Object.keys(OWN_SETS)];

export interface VignetteSet {
  cases: readonly Vignette[];
  source: string;
  /** A set of its own, outside the dev and test halves. */
  own: boolean;
}

/** The cases of one named set (`dev`, `test`, `all` or a set of its own); null for a name that is none. */
export function vignetteSet(name: string): VignetteSet | null {
  const own = OWN_SETS[name];
  if (own) return { cases: own.pool, source: own.source, own: true };
  if (name === 'all') return { cases: VIGNETTES, source: 'src/vignettes', own: false };
  if (name === 'dev' || name === 'test')
    return { cases: VIGNETTES.filter((v) => splitOf(v) === name), source: 'src/vignettes', own: false };
  return null;
}
