import type { Conversation } from '@telehealth/schema';
import { Badge, Card, CardContent, CardHeader, CardTitle, LazyMarkdown } from '@telehealth/ui';
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

/** Who the patient is (spec §2) and what the AI consultation concluded, at hand while chatting. */
export function PatientInfoPanel({ conversation }: { conversation: Conversation }) {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Patient Information</CardTitle>
        </CardHeader>
        <CardContent>
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
