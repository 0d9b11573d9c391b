import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_10_VIGNETTES } from './index.js';

// The tenth unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the tenth unseen batch', UNSEEN_10_VIGNETTES, { conditions: 22 });
