import { loadKnowledgeBase } from '../../index.js';
import { describeCaseVignetteBatch } from '../../test-support.js';
import { CLINICAL_6_VIGNETTES } from './index.js';

describeCaseVignetteBatch(loadKnowledgeBase(), 'sixth', CLINICAL_6_VIGNETTES, { first: 0.5, top3: 0.6 });
