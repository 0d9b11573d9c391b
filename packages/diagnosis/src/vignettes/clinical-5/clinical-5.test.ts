import { loadKnowledgeBase } from '../../index.js';
import { describeCaseVignetteBatch } from '../../test-support.js';
import { CLINICAL_5_VIGNETTES } from './index.js';

// No emergency triaged below a doctor today: the first run, before any change it prompted, sent six to a doctor within days.
describeCaseVignetteBatch(loadKnowledgeBase(), 'fifth', CLINICAL_5_VIGNETTES, { first: 0.8, top3: 0.87 });
