import { loadKnowledgeBase } from '../../index.js';
import { describeThreeVoicesBatch } from '../../test-support.js';
import { CLINICAL_9_VIGNETTES } from './index.js';

// The first run, before any change it prompted, named 78.3% first (sure and right), 84.3% top of the differential
// and 91.3% within three, not sure in 15.0%, triage exact 87.4%, and sent no emergency below urgent (a torsion told
// as pain "in my left ball" to a doctor today); through the chat API (200 patients) 77.0% theirs and 90.0% within
// three, emergencies called emergency 97.4%.
describeThreeVoicesBatch(loadKnowledgeBase(), 'ninth', CLINICAL_9_VIGNETTES, { first: 0.8, top3: 0.9 });
