import { loadKnowledgeBase } from '../index.js';
import { describeNowKnownBatch } from '../test-support.js';
import { UNSEEN_7_VIGNETTES } from './index.js';

// The seventh unseen batch through the consultation's own interview: the everyday conditions it was written
// for are recognised, and none is triaged below the urgency a clinician would give it.
describeNowKnownBatch(loadKnowledgeBase(), 'the seventh unseen batch', UNSEEN_7_VIGNETTES, {
  urgencyTitle:
    'sends no case below the urgency it needs (a broken elbow in a child goes to an emergency department, a needlestick is seen today)',
});
