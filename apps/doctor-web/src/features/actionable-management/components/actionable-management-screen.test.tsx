import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  fetchActionableItems,
  fetchDoctorConversation,
  generateClinicalManagement,
  issueItems,
  toggleActionableItem,
} from '@telehealth/api-client';
import type { ActionableItems } from '@telehealth/schema';
import { CONVERSATION_ID, item, noItems, testConversation } from '../../../testing/fixtures';
import { DEVICE_ID, renderScreen, testDoctor } from '../../../testing/render-screen';
import { ActionableManagementScreen } from './actionable-management-screen';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchDoctorConversation: vi.fn(),
  generateClinicalManagement: vi.fn(),
  fetchActionableItems: vi.fn(),
  toggleActionableItem: vi.fn(),
  issueItems: vi.fn(),
}));

let items: ActionableItems;

function open() {
  return renderScreen(<ActionableManagementScreen />, {
    path: '/doctor/actionable/:conversationId',
    url: `/doctor/actionable/${CONVERSATION_ID}`,
    doctor: testDoctor(),
    otherPaths: ['/doctor/chat/:conversationId'],
  });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('.rounded-2xl') as HTMLElement;

describe('ActionableManagementScreen', () => {
  beforeEach(() => {
    items = {
      ...noItems(),
      diagnoses: [item('Viral pharyngitis')],
      medications: [item('Paracetamol 1 g'), item('Ibuprofen 400 mg', { subtype: 'alternative' })],
      investigations: [item('Throat swab', { subtype: 'pathology', issued: true, ticked: true })],
      advice: [item('Rest and fluids', { issued: true, ticked: true })],
    };
    vi.mocked(fetchDoctorConversation).mockResolvedValue(testConversation());
    vi.mocked(generateClinicalManagement).mockResolvedValue({ management: '## Clinical Summary\nok' });
    vi.mocked(fetchActionableItems).mockImplementation(async () => ({ actionableItems: structuredClone(items) }));
    // The server keeps the tick, so the refetch after a toggle sees it.
    vi.mocked(toggleActionableItem).mockImplementation(async (_id, itemId, _device, ticked) => {
      for (const list of Object.values(items)) for (const it of list) if (it.id === itemId) it.ticked = ticked;
      return {};
    });
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it("shows the cards in the spec's order with their labels", async () => {
    open();
    await screen.findByText('Paracetamol 1 g');
    expect(screen.getByText('Actionable Management')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Clinical Summary',
      'Differential Diagnoses',
      'Medications',
      'Investigations',
      'Mx (Patient Advice)',
    ]);
    expect(within(card('Medications')).getByText('Alternative')).toBeInTheDocument();
    expect(within(card('Investigations')).getByText('Pathology')).toBeInTheDocument();
    expect(within(card('Investigations')).getByText('Issued')).toBeInTheDocument();
    expect(within(card('Mx (Patient Advice)')).getByText('Sent to chat')).toBeInTheDocument();
    // The items wait for clinical management (spec §7).
    expect(generateClinicalManagement).toHaveBeenCalledWith(CONVERSATION_ID, DEVICE_ID);
  });

  it('ticks an item that is not issued, and refetches the items', async () => {
    open();
    const checkbox = await screen.findByRole('checkbox', { name: /Paracetamol 1 g/ });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Paracetamol 1 g'));
    expect(toggleActionableItem).toHaveBeenCalledWith(CONVERSATION_ID, items.medications[0]!.id, DEVICE_ID, true);
    await waitFor(() => expect(fetchActionableItems).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('checkbox', { name: /Paracetamol 1 g/ })).toBeChecked();
  });

  it('unticks a ticked item', async () => {
    items.medications[0]!.ticked = true;
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Paracetamol 1 g/ }));
    expect(toggleActionableItem).toHaveBeenCalledWith(CONVERSATION_ID, items.medications[0]!.id, DEVICE_ID, false);
  });

  it("rolls a failed tick back and says 'Failed to toggle item'", async () => {
    vi.mocked(toggleActionableItem).mockRejectedValue(new ApiError(500, '', 'Internal Server Error'));
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Paracetamol 1 g/ }));
    expect(await screen.findByText('Failed to toggle item')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Paracetamol 1 g/ })).not.toBeChecked();
  });

  it('never toggles an issued item', async () => {
    open();
    const issued = await screen.findByRole('checkbox', { name: /Throat swab/ });
    expect(issued).toBeDisabled();
    expect(issued).toBeChecked();
    await userEvent.click(screen.getByText('Throat swab'));
    expect(toggleActionableItem).not.toHaveBeenCalled();
  });

  it("says 'No items to issue' and makes no call when nothing ticked is left to issue", async () => {
    open();
    await screen.findByText('Paracetamol 1 g');
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('No items to issue')).toBeInTheDocument();
    expect(screen.getByText('Please tick at least one item before issuing')).toBeInTheDocument();
    expect(issueItems).not.toHaveBeenCalled();
  });

  it('issues ticked items: disabled while issuing, then the success toast and fresh items and messages', async () => {
    items.medications[0]!.ticked = true;
    let finish!: (value: { summary: string }) => void;
    vi.mocked(issueItems).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { queryClient } = open();
    await screen.findByText('Paracetamol 1 g');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    const issuing = screen.getByRole('button', { name: 'Issue' });
    expect(issuing).toBeDisabled();
    expect(issuing).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(issuing);
    expect(issueItems).toHaveBeenCalledTimes(1);
    expect(issueItems).toHaveBeenCalledWith(CONVERSATION_ID, DEVICE_ID);

    finish({ summary: '1 medication sent' });
    expect(await screen.findByText('Items issued successfully')).toBeInTheDocument();
    expect(screen.getByText('1 medication sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue' })).toBeEnabled());
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.join('/'));
    expect(keys).toContain(`/api/conversations/${CONVERSATION_ID}/actionable-items?doctorDeviceId=${DEVICE_ID}`);
    expect(keys).toContain(`/api/conversations/${CONVERSATION_ID}/messages?doctorDeviceId=${DEVICE_ID}`);
  });

  it("shows the server's error when issuing fails", async () => {
    items.certificates = [item('Work certificate', { ticked: true })];
    vi.mocked(issueItems).mockRejectedValue(
      new ApiError(500, JSON.stringify({ error: 'PDF service unavailable', message: 'Issue failed' }), 'Error'),
    );
    open();
    await screen.findByText('Work certificate');
    await userEvent.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Error issuing items')).toBeInTheDocument();
    expect(screen.getByText('PDF service unavailable')).toBeInTheDocument();
  });

  it("shows 'No actionable items found in clinical management' when every list is empty", async () => {
    items = noItems();
    open();
    expect(await screen.findByText('No actionable items found in clinical management')).toBeInTheDocument();
  });

  it("shows 'Conversation not found' with a way back to the chat", async () => {
    vi.mocked(fetchDoctorConversation).mockRejectedValue(new ApiError(404, '{"message":"Not found"}', 'Not Found'));
    open();
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Chat' }));
    expect(await screen.findByText('Screen at /doctor/chat/:conversationId')).toBeInTheDocument();
  });
});
