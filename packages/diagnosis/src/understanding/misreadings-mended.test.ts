import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();
const readFor = (words: string, age: number, sex: 'M' | 'F' = 'F') =>
  Object.fromEntries(understand(kb, words, { patient: { age, sex } }).map((o) => [o.evidence, o.value]));

describe("stretch marks with a commoner cause than Cushing's", () => {
  it('does not read the stretch marks of a pregnancy or of weight gained as purple striae', () => {
    expectReading(kb, 'She is 30 weeks pregnant with abdominal striae.', { E_167: true }, ['purple_stretch_marks']);
    expectReading(kb, 'Striae gravidarum on the abdomen.', {}, ['purple_stretch_marks']);
    expectReading(kb, 'I have new stretch marks on my tummy since I got pregnant', {}, ['purple_stretch_marks']);
    expectReading(kb, 'I put on a lot of weight and have new stretch marks on my thighs', { E_96: true }, [
      'purple_stretch_marks',
    ]);
    expectReading(kb, 'he has new stretch marks on his back after a growth spurt', {}, ['purple_stretch_marks']);
  });
  it('still reads purple or wide striae, and striae told without another cause', () => {
    expectReading(kb, 'purple striae on her abdomen', { purple_stretch_marks: true });
    expectReading(kb, 'I have put on weight and have wide purple stretch marks', {
      E_96: true,
      purple_stretch_marks: true,
    });
    expectReading(kb, 'new stretch marks on my tummy and a round face', { purple_stretch_marks: true });
  });
});

describe('crepitus in the soft tissues', () => {
  it('is not a joint that grates', () => {
    expectReading(kb, 'There is crepitus around the wound.', {}, ['joint_grating']);
    expectReading(kb, 'Crepitus in the skin over the calf, which is swollen and dusky.', {}, ['joint_grating']);
    expectReading(kb, 'Surgical emphysema with crepitus in the neck.', {}, ['joint_grating']);
    expectReading(kb, 'subcutaneous crepitus over the chest wall', {}, ['joint_grating']);
  });
  it("is still a joint's grating in a joint", () => {
    expectReading(kb, 'my knee has crepitus', { joint_grating: true });
    expectReading(kb, 'Knee pain worse with walking, stiffness in the morning, crepitus.', { joint_grating: true });
  });
});

describe('bowels not opened', () => {
  it('is not a bowel that passes nothing when only the stool is missed', () => {
    expectReading(kb, "She hasn't opened her bowels", {}, ['E_150']);
    expectReading(kb, 'My baby has not opened his bowels since yesterday', {}, ['E_150']);
    expectReading(kb, "Mum is 82 and hasn't had a bowel movement for a day or two", {}, ['E_150']);
  });
  it('is when the wind has stopped too (absolute constipation)', () => {
    expectReading(kb, 'not passing wind or opening his bowels', { E_150: false });
    expectReading(kb, "he hasn't passed any wind since last night", { E_150: false });
  });
  it('still reads a stool passed', () => {
    expectReading(kb, 'I opened my bowels this morning', { E_150: true });
  });
});

describe('a hip that clicks', () => {
  // After reading, "her hip" and "my hip" are one ("my hip"): whose hip it is comes from the patient's age.
  it("is an adult's own catching hip in an adult, not a baby's unstable hip", () => {
    const adult = readFor('my hip clicks when I walk', 34);
    expect(adult.hip_catches_clicks).toBe(true);
    expect(adult.baby_hip_click_or_uneven_legs).toBeUndefined();
  });
  it("is a baby's unstable hip in a baby", () => {
    const baby = readFor('her hip clicks when I change her nappy', 0.3);
    expect(baby.baby_hip_click_or_uneven_legs).toBe(true);
    expect(baby.hip_catches_clicks).toBeUndefined();
  });
});

describe("a relative's coeliac disease", () => {
  it('does not read a son or daughter with coeliac disease, told by a parent, as a family history', () => {
    expectReading(kb, 'My son has coeliac disease and has been vomiting.', {}, ['family_coeliac']);
    expectReading(kb, 'her daughter has coeliac', {}, ['family_coeliac']);
  });
  it("still reads a parent's, brother's or sister's coeliac disease as one", () => {
    expectReading(kb, 'my sister has coeliac disease', { family_coeliac: true });
    expectReading(kb, 'my dad is coeliac', { family_coeliac: true });
    expectReading(kb, 'coeliac disease runs in the family', { family_coeliac: true });
  });
});
