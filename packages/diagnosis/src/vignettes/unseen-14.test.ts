import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_14_VIGNETTES } from './index.js';

// The fourteenth unseen batch through the consultation's own interview: the conditions it was written for are
// recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the fourteenth unseen batch', UNSEEN_14_VIGNETTES, { conditions: 24 });
