import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_9_VIGNETTES } from './index.js';

// The ninth unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the ninth unseen batch', UNSEEN_9_VIGNETTES, { conditions: 20 });
