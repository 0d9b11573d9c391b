import { loadKnowledgeBase } from '../../index.js';
import { describeThreeVoicesBatch } from '../../test-support.js';
import { CLINICAL_8_VIGNETTES } from './index.js';

// The first run, before any change it prompted, named 81.2% first (sure and right), 87.0% top of the differential
// and 90.8% within three, not sure in 13.5%, and sent one emergency below urgent (a cold, white, painful leg told by
// a son, to a doctor within days); through the chat API (200 patients) 80.5% theirs and 91.5% within three.
// After the readings it prompted (src/understanding/eighth-batch-readings.ts: the cold white leg, a fit told as
// shaking with the eyes rolled back, "6/7 after a vaginal delivery", iron studies, board-like rigidity, overflow, a
// catheter with no urine in the bag, and more), an iron "saturation" no longer read as oxygen, and "takes me an
// hour" no longer read as the illness's span: 87.4% named first, 93.7% top of the differential, 97.1% within
// three, none below urgent.
describeThreeVoicesBatch(loadKnowledgeBase(), 'eighth', CLINICAL_8_VIGNETTES, { first: 0.85, top3: 0.95 });
