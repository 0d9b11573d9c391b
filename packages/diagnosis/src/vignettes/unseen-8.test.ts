import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_8_VIGNETTES } from './index.js';

// The eighth unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the eighth unseen batch', UNSEEN_8_VIGNETTES, { conditions: 17 });
