import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, screenshot, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

/** Sends a message and waits for the AI doctor's answer. */
async function tell(page: Page, text: string): Promise<void> {
  const before = await messages(page, 'doctor').count();
  await sendWithEnter(page, text);
  await page.waitForFunction((n) => document.querySelectorAll('[data-sender="doctor"]').length > n, before, {
    timeout: 30_000,
  });
  await waitForReply(page);
}

/** The banner's top edge, in viewport pixels. */
async function topOf(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('alert', { name }).or(page.getByRole('region', { name })).first().boundingBox();
  if (!box) throw new Error(`${name} banner not on screen`);
  return box.y;
}

describe('triage in the chat', () => {
  const browser = useBrowser();

  it('an emergency gets a red banner pinned above the chat, with a call button and what to do while waiting', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await tell(page, "I've got a crushing chest pain even at rest, it started an hour ago");

    const banner = page.getByRole('alert', { name: 'Emergency' });
    await visible(banner);
    expect(await banner.getByText('This could be an emergency. Call 000 now.').isVisible()).toBe(true);
    const call = banner.getByRole('link', { name: 'Call 000' });
    expect(await call.getAttribute('href')).toBe('tel:000');
    expect(await call.isVisible()).toBe(true);
    expect(await banner.getByText('What to do while you wait').isVisible()).toBe(true);
    expect(await banner.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'chat-emergency-banner');

    // More conversation, and the messages scrolled: the banner stays where it was, at the top.
    const top = await topOf(page, 'Emergency');
    expect(top).toBeLessThan(120);
    await tell(page, 'No');
    await tell(page, '58');
    await page.getByRole('log', { name: 'Messages' }).evaluate((log) => {
      const scroller = log.closest('main') ?? log;
      scroller.scrollTop = 0;
    });
    expect(await topOf(page, 'Emergency')).toBe(top);
    expect(await page.getByRole('link', { name: 'Call 000' }).first().isVisible()).toBe(true);
  });

  it('thoughts of suicide stop the interview: crisis support in the chat and a banner with tap-to-call numbers', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    await tell(page, 'I keep thinking about killing myself');

    const reply = messages(page, 'doctor').last();
    await visible(reply.getByText('Lifeline: 13 11 14'));
    const support = (await reply.textContent()) ?? '';
    expect(support).toContain("I'm stopping my other questions here");
    // One question stays, asked once: whether there is a plan or the means (RANZCP; NICE NG225).
    expect(support).toContain('Have you made a plan or got the means to end your life');
    const banner = page.getByRole('alert', { name: 'Support right now' });
    await visible(banner);
    expect(await banner.getByRole('link', { name: 'Lifeline 13 11 14' }).getAttribute('href')).toBe('tel:131114');
    expect(await banner.getByRole('link', { name: 'Call 000' }).getAttribute('href')).toBe('tel:000');
    expect(await banner.getByRole('link', { name: 'Kids Helpline 1800 55 1800' }).getAttribute('href')).toBe(
      'tel:1800551800',
    );
    // No progress hint and no quiz: after the one safety question, what follows is company, not questions.
    expect(await page.getByText(/Step \d of 3/).count()).toBe(0);
    await screenshot(page, 'chat-crisis-banner');
    await tell(page, '34');
    const next = (await messages(page, 'doctor').last().textContent()) ?? '';
    expect(next).toContain("I'm here with you until a doctor joins this chat.");
    expect(next).not.toMatch(/how old|sex at birth/i);
    expect(await page.getByRole('group', { name: /^Quick replies/ }).count()).toBe(0);
  });

  it('shows a gentle progress hint that moves on with the consultation', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    const hint = page.getByRole('status').filter({ hasText: /Step \d of 3/ });
    await visible(hint);
    expect(await hint.textContent()).toBe('Step 1 of 3: Telling me your symptoms');

    await tell(page, 'I have a sore throat');
    await tell(page, '28');
    await tell(page, 'Female');
    await page.waitForFunction(() => /Step 2 of 3/.test(document.body.textContent ?? ''));
    expect(await hint.textContent()).toMatch(
      /^Step 2 of 3: (Questions about your symptoms|A few more questions|Nearly done)$/,
    );
    await screenshot(page, 'chat-progress-hint');
  });
});
