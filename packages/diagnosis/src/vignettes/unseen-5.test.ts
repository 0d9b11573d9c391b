import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_5_VIGNETTES } from './index.js';

// The fifth unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the fifth unseen batch', UNSEEN_5_VIGNETTES, {
  urgencyTitle:
    'sends no case below the urgency it needs (a tongue-tie with a baby feeding badly, or breast tissue in a boy, is seen within days)',
});
