import { describe, expect, it } from 'vitest';
import { messages, screenshot, sendWithEnter, sideOf, useBrowser, visible, waitForChat, waitForReply } from './support';

describe('chat', () => {
  const browser = useBrowser();

  it('shows a message sent with Enter on the right and the AI reply on the left', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    const doctorBefore = await messages(page, 'doctor').count();

    await sendWithEnter(page, 'I have had a sore throat and a fever since yesterday');
    const mine = page
      .locator('[data-sender="patient"]')
      .getByText('I have had a sore throat and a fever since yesterday');
    await visible(mine);
    expect(await sideOf(page, mine)).toBe('right');
    expect(await page.getByPlaceholder('Type your message...').inputValue()).toBe('');

    // The AI doctor answers: a new doctor message below the patient's.
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-sender="doctor"]').length > before,
      doctorBefore,
      { timeout: 30_000 },
    );
    const reply = messages(page, 'doctor').last().locator('p, li').first();
    await visible(reply);
    expect(await sideOf(page, reply)).toBe('left');
    // The temporary copy was replaced by the server's message.
    expect(await page.locator('[data-message-id^="temp-"]').count()).toBe(0);
    await screenshot(page, 'chat-reply');
  });

  it('answers a question with a quick reply', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    const replies = page.getByRole('group', { name: /^Quick replies/ });

    // Answer in words until the AI doctor asks a question that offers quick replies.
    const answers = ['I have had a headache since this morning', '34', 'yes', 'no', 'yes', 'no'];
    for (const answer of answers) {
      await sendWithEnter(page, answer);
      await waitForReply(page);
      if (await replies.isVisible()) break;
    }
    await visible(replies);
    await screenshot(page, 'chat-quick-replies');

    const first = replies.getByRole('button').first();
    const label = (await first.textContent())?.trim() ?? '';
    expect(label).not.toBe('');
    const multiple = (await first.getAttribute('aria-pressed')) !== null;
    const patientBefore = await messages(page, 'patient').count();
    await first.click();
    if (multiple) await replies.getByRole('button', { name: 'Send' }).click();

    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-sender="patient"]').length > before,
      patientBefore,
    );
    await waitForReply(page);
    const sent = messages(page, 'patient').last().getByText(label, { exact: true });
    await visible(sent);
    expect(await sideOf(page, sent)).toBe('right');
  });

  it('keeps the consultation when going to My Profile through the menu and back', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await sendWithEnter(page, 'Remember me');
    await visible(page.locator('[data-sender="patient"]').getByText('Remember me'));

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await visible(page.getByRole('heading', { name: 'My Profiles' }));
    await page.reload();
    await page.getByRole('button', { name: 'Back to chat' }).click();
    await visible(page.locator('[data-sender="patient"]').getByText('Remember me'));
  });
});
