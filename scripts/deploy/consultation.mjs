/**
 * A cooperative patient talking to the AI doctor through the chat API, as the browser tests' patient
 * does (apps/doctor-web/e2e/patient-driver.ts): a sore throat and fever, yes to a doctor's review, their
 * details when asked and a work certificate for today, so the doctor has a document to issue.
 */

const asks = (text, ...words) => words.some((w) => w.test(text));

function answer(reply, fullName) {
  const text = (reply?.text ?? '').toLowerCase();
  const choices = reply?.options?.choices ?? [];
  const choice = (pattern, fallback) => choices.find((c) => pattern.test(c.label))?.label ?? fallback;
  if (asks(text, /doctors? to review|doctor's review|talk to a doctor/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /who is this consultation for/)) return choice(/^me\b/i, choices[0]?.label ?? 'Someone else');
  if (asks(text, /how old/)) return '34';
  if (asks(text, /sex at birth|female or male/)) return 'Female';
  if (asks(text, /full name/)) return fullName;
  if (asks(text, /date of birth/)) return '01/02/1990';
  if (asks(text, /mobile number|phone number/)) return '0412 345 678';
  if (asks(text, /medicare/)) return choice(/skip/i, 'Skip');
  if (asks(text, /medical certificate|what is it for/)) return choice(/work/i, 'Work');
  if (asks(text, /which days/)) return choice(/just today/i, 'today');
  if (asks(text, /name your condition/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /describe your (main )?symptoms|bothering you most/)) return 'A sore throat and a fever';
  if (choices.length) return choice(/^no\b/i, choices[0].label);
  return 'no';
}

/**
 * Talks until a doctor is assigned. Returns the turns taken and which API processes answered them.
 * @param {import('./client.mjs').Client} patient
 */
export async function consultUntilAssigned(patient, { conversationId, deviceId, fullName }, maxTurns = 60) {
  const servedBy = new Set();
  let text = 'I have had a sore throat and a mild fever for three days';
  const transcript = [];
  for (let turn = 1; turn <= maxTurns; turn++) {
    const sent = await patient.sendMessage(conversationId, { text, sender: 'patient', imageUrl: null });
    servedBy.add(sent.upstream);
    const reply = sent.body.doctorMessage;
    transcript.push(`patient: ${text}`, `AI doctor: ${reply?.text ?? '(no reply)'}`);
    const { body } = await patient.call(
      'GET',
      `/api/conversations/${conversationId}?userDeviceId=${encodeURIComponent(deviceId)}`,
    );
    if (body.doctorConnectStatus === 'assigned') return { turns: turn, servedBy };
    text = answer(reply, fullName);
  }
  throw new Error(`no doctor was assigned after ${maxTurns} turns:\n${transcript.slice(-12).join('\n')}`);
}
