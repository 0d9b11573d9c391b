import { loadKnowledgeBase } from '../../index.js';
import { describeCaseVignetteBatch } from '../../test-support.js';
import { CLINICAL_4_VIGNETTES } from './index.js';

// No emergency triaged below a doctor today: the first run, before any change it prompted, sent three home.
describeCaseVignetteBatch(loadKnowledgeBase(), 'fourth', CLINICAL_4_VIGNETTES, { first: 0.84, top3: 0.93 });
