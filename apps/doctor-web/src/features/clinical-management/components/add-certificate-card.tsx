import { useId, useState, type FormEvent } from 'react';
import { CERTIFICATE_ITEM_PURPOSES, MAX_CERTIFICATE_DAYS } from '@telehealth/schema';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@telehealth/ui';
import { useAddCertificate, type CertificateChoice } from '../api/add-certificate';

const PURPOSE_LABELS: Record<(typeof CERTIFICATE_ITEM_PURPOSES)[number], string> = {
  work: 'Work',
  school: 'School',
  university: 'University',
  carer: "Carer's leave",
};
const DAYS = Array.from({ length: MAX_CERTIFICATE_DAYS }, (_, i) => i + 1);

const selectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-[15px] text-ink ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-brand-200';

interface AddCertificateCardProps {
  conversationId: string;
  deviceId: string;
  /** Whether the patient asked for a certificate in the chat (one is then proposed already). */
  requested: boolean;
}

/**
 * A medical certificate is proposed only when the patient asked for one in the chat; the doctor
 * adds one here when it is wanted anyway: from today, for the purpose and days chosen (by default
 * what fits the patient's age and the condition's usual length).
 */
export function AddCertificateCard({ conversationId, deviceId, requested }: AddCertificateCardProps) {
  const [purpose, setPurpose] = useState('');
  const [days, setDays] = useState('');
  const add = useAddCertificate(conversationId, deviceId);
  const purposeId = useId();
  const daysId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice: CertificateChoice = {};
    if (purpose) choice.purpose = purpose as CertificateChoice['purpose'];
    if (days) choice.days = Number(days);
    add.mutate(choice, {
      onSuccess: () => {
        setPurpose('');
        setDays('');
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add a medical certificate</CardTitle>
        <p className="text-sm text-ink-muted">
          {requested
            ? 'The certificate the patient asked for has been issued. Add another one if it is needed.'
            : 'The patient did not ask for a medical certificate in the chat. Add one if it is needed.'}
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={purposeId} className="mb-1.5 block text-sm font-medium">
              Purpose
            </label>
            <select
              id={purposeId}
              value={purpose}
              onChange={(e) => setPurpose(e.target.value)}
              className={selectClasses}
            >
              <option value="">Suggested for the patient&apos;s age</option>
              {CERTIFICATE_ITEM_PURPOSES.map((p) => (
                <option key={p} value={p}>
                  {PURPOSE_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={daysId} className="mb-1.5 block text-sm font-medium">
              Days from today
            </label>
            <select id={daysId} value={days} onChange={(e) => setDays(e.target.value)} className={selectClasses}>
              <option value="">Usual for the condition</option>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d === 1 ? '1 day' : `${d} days`}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" loading={add.isPending}>
            Add certificate
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
