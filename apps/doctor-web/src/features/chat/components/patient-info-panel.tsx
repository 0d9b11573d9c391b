import type { Conversation } from '@telehealth/schema';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, LazyMarkdown } from '@telehealth/ui';
import { keepLineBreaks } from '../../../lib/keep-line-breaks';

const NOT_PROVIDED = 'Not provided';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-medium break-words">{value || NOT_PROVIDED}</dd>
    </div>
  );
}

interface PatientInfoPanelProps {
  conversation: Conversation;
  /** Opens the form that completes or corrects the details; absent once the patient has closed the consultation. */
  onEditDetails?: () => void;
}

/** Who the patient is (spec §2) and what the AI consultation concluded, at hand while chatting. */
export function PatientInfoPanel({ conversation, onEditDetails }: PatientInfoPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle as="h2">Patient Information</CardTitle>
          {onEditDetails ? (
            <Button variant="secondary" size="sm" onClick={onEditDetails}>
              {conversation.fullName ? 'Edit details' : 'Add details'}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {!conversation.fullName ? (
            <p className="mb-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning">
              Documents need the patient&apos;s full name: add it before issuing certificates, requests or letters.
            </p>
          ) : null}
          <dl className="divide-y divide-line">
            <Row label="Name" value={conversation.fullName} />
            <Row label="DOB" value={conversation.dateOfBirth} />
            <Row label="Country" value={conversation.country} />
            <Row label="Mobile" value={conversation.mobileNumber} />
            {conversation.medicareNumber ? <Row label="Medicare" value={conversation.medicareNumber} /> : null}
            {conversation.medicareReferenceNumber ? (
              <Row label="Ref" value={conversation.medicareReferenceNumber} />
            ) : null}
          </dl>
        </CardContent>
      </Card>
      {conversation.summaryText || conversation.diagnosisName ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Consultation Summary</CardTitle>
            <div className="flex flex-wrap gap-2">
              {conversation.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
              {conversation.diagnosisName ? (
                <Badge variant="brand">
                  {conversation.diagnosisName}
                  {conversation.diagnosisCode ? ` (${conversation.diagnosisCode})` : ''}
                </Badge>
              ) : null}
            </div>
          </CardHeader>
          {conversation.summaryText ? (
            <CardContent>
              <LazyMarkdown className="text-sm">{keepLineBreaks(conversation.summaryText)}</LazyMarkdown>
            </CardContent>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
