import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer } from '../../doctor-web/e2e/patient-driver';
import { openDialog, sendWithEnter, useBrowser, visible, waitForChat, waitForReply } from './support';

/** A phone at the narrowest width the app is made for. */
const NARROW = { width: 360, height: 780 } as const;

interface Reply {
  text: string;
  options?: { multiple: boolean; choices: { label: string; value: string }[] } | null;
}

/**
 * Answers the AI doctor through the API with the page's own session, from the chat's consultation,
 * until it writes markdown (its assessment, "**Most likely:** …"). Answers that reply.
 */
async function talkUntilAssessed(page: Page): Promise<Reply> {
  const conversationId = await page.evaluate(() => localStorage.getItem('selectedConversationId'));
  let text = 'I have had a sore throat and a hoarse voice for three days';
  for (let turn = 0; turn < 40; turn++) {
    const res = await page.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { text, sender: 'patient', timestamp: new Date().toISOString(), imageUrl: null },
    });
    expect(res.ok()).toBe(true);
    const { doctorMessage } = (await res.json()) as { doctorMessage?: Reply };
    if (doctorMessage?.text.includes('**')) return doctorMessage;
    text = answer(doctorMessage, 'Robin Quill');
  }
  throw new Error('the AI doctor wrote no assessment');
}

/**
 * Text the page cuts short: an element that hides what overflows it (an ellipsis, overflow hidden
 * or clip) while its content is wider than it is. Scrolling areas and the spec's 2-line clamp of the
 * last message are not cuts.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        // Text for screen readers only is 1 px wide on purpose.
        if (!el.textContent?.trim() || style.webkitLineClamp !== 'none' || el.clientWidth <= 1) return false;
        const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        return hides && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.textContent?.trim() ?? ''),
  );
}

describe('the rough edges of the patient app', () => {
  const browser = useBrowser();

  it('lists an older consultation only once something is said in it, and the open one even while empty', async () => {
    const page = await browser.newPatient('/doctors');
    await visible(page.getByText('No conversations yet. Start a new chat!'));
    await page.goto('/');
    await waitForChat(page);
    // Every visit to the chat starts a consultation (spec §4); unused older ones are not listed, the
    // one open in the chat is, as 'No messages yet' (spec §2).
    await page.reload();
    await waitForChat(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    const empty = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
    await visible(empty.getByText('No messages yet'));
    expect(await empty.count()).toBe(1);
    await empty.click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/');
    await waitForChat(page);
    await sendWithEnter(page, 'My ankle is swollen');
    await waitForReply(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
    await visible(rows);
    expect(await rows.count()).toBe(1);
  });

  it('previews the AI doctor’s assessment as plain text, and cuts nothing short at 360 px', async () => {
    const page = await browser.newPatient('/');
    await page.setViewportSize(NARROW);
    await waitForChat(page);
    const assessment = await talkUntilAssessed(page);
    expect(assessment.text).toMatch(/\*\*(Most likely|Possibly):\*\*/);

    await page.goto('/doctors');
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
    await visible(row);
    const preview = await row.innerText();
    expect(preview).toMatch(/(Most likely|Possibly): /);
    expect(preview).not.toContain('**');
    // The diagnosis badge shows the whole name, inside the screen.
    const conversations = (await (
      await page.request.get(`/api/conversations?userId=${await page.evaluate(() => localStorage.getItem('userId'))}`)
    ).json()) as { diagnosisName: string | null }[];
    const diagnosis = conversations.find((c) => c.diagnosisName)?.diagnosisName;
    expect(diagnosis).toBeTruthy();
    const badge = row.getByText(diagnosis!, { exact: true });
    await visible(badge);
    const box = await badge.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
    expect(await clippedTexts(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);

    // The chat, with its long assessment and diagnosis, cuts nothing short either.
    await row.click();
    await waitForChat(page);
    await visible(page.locator('[data-sender="doctor"]').getByText(/Most likely|Possibly/));
    expect(await clippedTexts(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });

  it('names the AI doctor on its messages, with its own picture', async () => {
    const page = await browser.newPatient('/');
    await waitForChat(page);
    const welcome = page.locator('[data-message-id="welcome"]');
    await visible(welcome.getByText('AI Doctor', { exact: true }));
    await sendWithEnter(page, 'I have a headache');
    await waitForReply(page);
    const reply = page.locator('[data-sender="doctor"]').last();
    await visible(reply.getByText('AI Doctor', { exact: true }));
    expect(await reply.locator('[data-author] svg').count()).toBe(1);
    // The patient's own messages carry no name.
    expect(await page.locator('[data-sender="patient"] [data-author]').count()).toBe(0);
  });

  it('shows a toast below the header on a phone, never over it', async () => {
    const page = await browser.newPatient('/profile');
    await page.getByRole('button', { name: 'New Profile' }).click();
    const dialog = await openDialog(page, 'dialog', 'Create New Profile');
    await dialog.getByLabel('Full Name').fill('Mia Nguyen');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.closed();
    const toast = page.getByRole('status').filter({ hasText: 'Profile Created' });
    await visible(toast);
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The header's buttons stay usable while the toast is up.
    await page.getByRole('button', { name: /^Back/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('tells a patient on an unknown address where to go, without a developer hint', async () => {
    const page = await browser.newPatient('/no-such-page');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    expect(await page.getByText(/router/i).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to chat' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForChat(page);
  });
});
