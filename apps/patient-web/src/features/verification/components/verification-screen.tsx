import { useNavigate, useParams } from 'react-router';
import { Badge, Card, CardContent } from '@telehealth/ui';
import { formatLongDate, type Verification } from '@telehealth/schema';
import { PageHeader } from '../../../components/page-header';
import { Screen } from '../../../components/screen';
import { StateMessage } from '../../../components/state-message';
import { useVerification } from '../api/get-verification';

function Facts({ verification }: { verification: Verification }) {
  const rows: [string, string][] = [
    ['Document', verification.documentType],
    ['Document number', verification.documentNumber],
    // Calendar days as the document prints them: the clinic's days, whatever this device's zone.
    ['Issued', formatLongDate(verification.issuedOn)],
    ...(verification.validFrom ? ([['Valid from', formatLongDate(verification.validFrom)]] as [string, string][]) : []),
    ...(verification.validTo ? ([['Valid to', formatLongDate(verification.validTo)]] as [string, string][]) : []),
    ['Issued by', verification.doctorName],
    ['Provider number', verification.providerNumber],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Public check that a certificate or request is genuine (route /verify/:code). It shows who issued
 * what and when, never any health detail, and needs no sign-in.
 */
export function VerificationScreen() {
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const verification = useVerification(code);

  let content;
  if (verification.isError) {
    content = (
      <StateMessage role="alert" title="We could not check this code">
        Please try again later
      </StateMessage>
    );
  } else if (verification.data === undefined) {
    content = <StateMessage role="status" title="Checking document..." />;
  } else if (verification.data === null) {
    content = (
      <StateMessage role="alert" title="No document has this code">
        Check the code printed at the foot of the document. A document that cannot be found here was not issued by us.
      </StateMessage>
    );
  } else {
    content = (
      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <div className="flex items-center gap-2">
            <Badge variant="success">Genuine</Badge>
            <p className="text-base font-semibold text-ink">This document was issued through our service.</p>
          </div>
          <Facts verification={verification.data} />
        </CardContent>
      </Card>
    );
  }

  return (
    <Screen
      header={<PageHeader title="Verify a document" onBack={() => void navigate('/')} backLabel="Back to chat" />}
    >
      {content}
    </Screen>
  );
}
