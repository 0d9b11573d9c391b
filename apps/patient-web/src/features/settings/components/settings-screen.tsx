import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from '@telehealth/ui';
import { PageHeader } from '../../../components/page-header';
import { Screen } from '../../../components/screen';
import { flagReturnIfConversationStored } from '../../../lib/consultation-storage';
import { useDeviceUser } from '../../../lib/device-user';
import { ClearDataDialog } from './clear-data-dialog';
import { SETTINGS_SECTIONS, type SettingsAction } from './settings-actions';

/** Settings (route /settings): clearing this device's conversations and documents. */
export function SettingsScreen() {
  const navigate = useNavigate();
  const { userId } = useDeviceUser();
  const [dialog, setDialog] = useState<{ open: boolean; action: SettingsAction | null }>({ open: false, action: null });

  const back = () => {
    flagReturnIfConversationStored();
    void navigate('/');
  };

  return (
    <Screen header={<PageHeader title="Settings" onBack={back} backLabel="Back to chat" />}>
      <div className="flex flex-col gap-6">
        {SETTINGS_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="mb-2 px-1 text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {section.title}
            </h2>
            <Card className="divide-y divide-line">
              {section.actions.map((action) => (
                <div key={action.action} className="flex items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{action.title}</p>
                    <p className="text-sm text-ink-muted">{action.description}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!userId}
                    onClick={() => setDialog({ open: true, action })}
                    aria-label={action.title}
                    className="shrink-0 text-danger"
                  >
                    Clear
                  </Button>
                </div>
              ))}
            </Card>
          </section>
        ))}
      </div>
      <ClearDataDialog
        open={dialog.open}
        action={dialog.action}
        userId={userId}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Screen>
  );
}
