import { loadKnowledgeBase } from '../../index.js';
import { describeThreeVoicesBatch } from '../../test-support.js';
import { CLINICAL_9_VIGNETTES } from './index.js';

// The first run, before any change it prompted, named 78.3% first (sure and right), 84.3% top of the differential
// and 91.3% within three, not sure in 15.0%, triage exact 87.4%, no emergency below urgent (a torsion told as pain
// "in my left ball" went to a doctor today, not 000); through the chat API (200 patients) 77.0% theirs and 90.0%
// within three, emergencies called emergency 97.4%. After the readings it prompted (src/understanding/
// ninth-batch-readings.ts: one testicle in slang, waking unable to move, a baby straining before soft poos, a note's
// slow heart rate, a fleshy growth on the eye, a zap off a power point, crashing after small efforts, white patches
// that have lost their colour, red dome-shaped spots, a bulky uterus, a uterus large for dates, and more): 85.0%
// named first, 91.3% top of the differential, 98.4% within three, every emergency called emergency.
describeThreeVoicesBatch(loadKnowledgeBase(), 'ninth', CLINICAL_9_VIGNETTES, { first: 0.83, top3: 0.95 });
