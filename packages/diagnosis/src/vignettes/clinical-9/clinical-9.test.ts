import { loadKnowledgeBase } from '../../index.js';
import { describeThreeVoicesBatch } from '../../test-support.js';
import { CLINICAL_9_VIGNETTES } from './index.js';

// The first run, before any change it prompted: FIRST_RUN_PENDING.
describeThreeVoicesBatch(loadKnowledgeBase(), 'ninth', CLINICAL_9_VIGNETTES, { first: 0.8, top3: 0.9 });
