import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The hallmarks of the fifth set of everyday conditions, in other words than the vignettes use; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Periods stopped for months; a period a week late is not.
  ['I have not had a period for four months', { periods_stopped_months: true, missed_period: true }],
  ['my periods have stopped for half a year', { periods_stopped_months: true }],
  ['my period is a week late', { missed_period: true }, ['periods_stopped_months']],
  // Pale dry patches on a child's face; pale patches on the back are read as patches only.
  ['whitish dry spots on her cheeks', { pale_dry_face_patches: true, skin_colour_patches: true }],
  ['pale patches on my back', { skin_colour_patches: true }, ['pale_dry_face_patches']],
  // Tics; a tick bite is not.
  ['he has had tics since he was six', { tics: true }],
  ['she keeps clearing her throat and blinking over and over', { tics: true }],
  ['a tick bit me', {}, ['tics']],
  // A crash after effort.
  ['any exercise knocks me out for a day or two', { crash_after_effort: true }],
  ['whenever I do too much I crash for days afterwards', { crash_after_effort: true }],
  // Tired eyes at a screen.
  ['my eyes ache after a long day at the laptop', { screen_eye_strain: true }],
  // A baby's flat head.
  ['the back of her head looks flat', { flat_head_baby: true }],
  ['his head has gone lopsided', { flat_head_baby: true }],
  // An empty side of the scrotum; one swollen testicle is not.
  ['he has an undescended testicle', { empty_scrotum: true }],
  ['the right side of his scrotum is empty', { empty_scrotum: true }],
  ['one of my testicles is swollen', {}, ['empty_scrotum']],
  // Labia stuck together.
  ['her labia look like they are glued together', { labia_stuck_together: true }],
  // Pubic lice; crabs for dinner are not.
  ['I found lice in my pubic hair', { pubic_lice_seen: true }],
  ['I think I caught crabs', { pubic_lice_seen: true }],
  ['we had crabs for dinner', {}, ['pubic_lice_seen']],
  // A sore nostril; a runny nose is not.
  ['my right nostril is red and crusty', { sore_nostril: true }],
  ['a painful pimple inside my nostril', { sore_nostril: true }],
  ['my nose is runny', {}, ['sore_nostril']],
  // A bubble inside the lip; a cold sore on the lip is not.
  ['a clear blister on the inside of my lip', { lip_bubble: true }],
  ['I have a cold sore on my lip', {}, ['lip_bubble']],
  // An ache between the legs and pain on ejaculating.
  ['a dull ache between my legs when I sit', { perineal_ache: true }],
  ['it hurts after I ejaculate', { painful_ejaculation: true }],
  // Blood in the semen; blood in the urine is not.
  ['there was blood in my semen', { blood_in_semen: true }],
  ['my sperm looked pink', { blood_in_semen: true }],
  ['there is blood in my urine', {}, ['blood_in_semen']],
  // A low testosterone, a lost sex drive and smaller testicles.
  ['my testosterone came back low', { low_testosterone: true }],
  ['I have lost my libido', { low_libido: true }],
  ['my balls have shrunk', { small_testes: true }],
  // A broken bone from a minor fall, lost height, thinning bones.
  ['I broke my wrist when I tripped on the step', { fragility_fracture: true }],
  ['I have lost 4 cm of height', { height_loss: true }],
  ['the scan showed thinning bones', { E_153: true }],
  // A pressure sore, and a red patch over the tailbone that does not fade is its first stage, not a
  // meningococcal rash; purple spots that do not fade still are.
  ['dad has a bed sore on his heel', { pressure_sore: true }],
  ['a red patch on her sacrum that does not fade when pressed', { pressure_sore: true }, ['non_blanching_rash']],
  ['purple spots on his legs that do not fade when pressed', { non_blanching_rash: true }],
  ['he is bedbound after his stroke', { bedbound_or_chairbound: true, low_sun_exposure: true }],
  // A glandular fever had long ago is not a fever now; a glandular fever with a temperature still is.
  ['ever since glandular fever last year I am exhausted', { E_89: true }, ['E_91']],
  ['I think I have glandular fever', { E_91: true }],
  // A creeping line under the skin.
  ['a wavy red line under the skin of my foot that moves every day', { creeping_track_rash: true }],
];

describe('the hallmarks of the fifth set of everyday conditions', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
