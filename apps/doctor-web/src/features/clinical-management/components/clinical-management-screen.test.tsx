import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchActionableItems, fetchDoctorConversation, generateClinicalManagement } from '@telehealth/api-client';
import { CONVERSATION_ID, item, noItems, testConversation } from '../../../testing/fixtures';
import { DEVICE_ID, renderScreen, testDoctor } from '../../../testing/render-screen';
import { ClinicalManagementScreen } from './clinical-management-screen';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchDoctorConversation: vi.fn(),
  generateClinicalManagement: vi.fn(),
  fetchActionableItems: vi.fn(),
}));

function open() {
  return renderScreen(<ClinicalManagementScreen />, {
    path: '/doctor/clinical/:conversationId',
    url: `/doctor/clinical/${CONVERSATION_ID}`,
    doctor: testDoctor(),
    otherPaths: ['/doctor/chat/:conversationId'],
  });
}

describe('ClinicalManagementScreen', () => {
  beforeEach(() => {
    vi.mocked(fetchDoctorConversation).mockResolvedValue(testConversation({ fullName: null }));
    vi.mocked(generateClinicalManagement).mockResolvedValue({ management: '## Clinical Summary\nFirst plan' });
    vi.mocked(fetchActionableItems).mockResolvedValue({
      actionableItems: { ...noItems(), investigations: [item('Throat swab')] },
    });
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it("loads with 'Loading Clinical Management...', then shows the cards for 'Anonymous Patient'", async () => {
    open();
    expect(screen.getByText('Loading Clinical Management...')).toBeInTheDocument();
    expect(await screen.findByText('Throat swab')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anonymous Patient' })).toBeInTheDocument();
    expect(screen.getByText('Clinical Management')).toBeInTheDocument();
    expect(generateClinicalManagement).toHaveBeenCalledExactlyOnceWith(CONVERSATION_ID, DEVICE_ID);
  });

  it("shows 'No clinical management data available' for an empty plan", async () => {
    vi.mocked(generateClinicalManagement).mockResolvedValue({ management: '  ' });
    open();
    expect(await screen.findByText('No clinical management data available')).toBeInTheDocument();
  });

  it('regenerates once however often it is clicked, then shows the new plan and refetches the items', async () => {
    open();
    await screen.findByText('First plan');
    let finish!: (value: { management: string }) => void;
    vi.mocked(generateClinicalManagement).mockImplementation(() => new Promise((resolve) => (finish = resolve)));

    const button = screen.getByRole('button', { name: 'Regenerate' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('Regenerating...')).toBeInTheDocument();
    expect(screen.getByText('Creating fresh clinical management')).toBeInTheDocument();
    expect(generateClinicalManagement).toHaveBeenCalledTimes(2);
    expect(generateClinicalManagement).toHaveBeenLastCalledWith(CONVERSATION_ID, DEVICE_ID, true);

    finish({ management: '## Clinical Summary\nSecond plan' });
    expect(await screen.findByText('Clinical management regenerated')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Second plan')).toBeInTheDocument();
    await waitFor(() => expect(fetchActionableItems).toHaveBeenCalledTimes(2));
  });

  it("says 'Failed to regenerate clinical management' and keeps the plan when regeneration fails", async () => {
    open();
    await screen.findByText('First plan');
    vi.mocked(generateClinicalManagement).mockRejectedValue(new Error('500: boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Failed to regenerate clinical management')).toBeInTheDocument();
    expect(screen.getByText('First plan')).toBeInTheDocument();
  });
});
