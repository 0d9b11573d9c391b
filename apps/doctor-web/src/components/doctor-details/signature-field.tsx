import { useId, useState } from 'react';
import { DRAWN_SIGNATURE_REQUIRED, type Doctor } from '@telehealth/schema';
import { Button } from '@telehealth/ui';
import { SignatureDialog } from '../signature/signature-dialog';
import { SignaturePreview } from '../signature/signature-preview';

type SignatureType = Doctor['signatureType'];

interface SignatureFieldProps {
  fullName: string;
  signatureType: SignatureType;
  signatureData: string | null;
  error?: string;
  onChange: (signatureType: SignatureType, signatureData: string | null) => void;
}

const CHOICES: { value: SignatureType; label: string; hint: string }[] = [
  { value: 'computer', label: 'Computer signature', hint: 'Your name, typed on documents' },
  { value: 'drawn', label: 'Drawn signature', hint: 'Draw it once with a mouse, pen or finger' },
];

/**
 * The signature type choice (spec §4): 'computer' drops any drawing; 'drawn' opens the signature
 * dialog at once. The submit button waits for a drawing; once the pad has been closed without one,
 * the field says why.
 */
export function SignatureField({ fullName, signatureType, signatureData, error, onChange }: SignatureFieldProps) {
  const [drawing, setDrawing] = useState(false);
  // Picking 'Drawn' is not yet a mistake; closing the pad without drawing leaves the form unsendable.
  const [closedUndrawn, setClosedUndrawn] = useState(false);
  const errorId = useId();
  const message =
    error ?? (signatureType === 'drawn' && !signatureData && closedUndrawn ? DRAWN_SIGNATURE_REQUIRED : undefined);

  const choose = (value: SignatureType) => {
    if (value === 'computer') {
      onChange('computer', null);
    } else {
      onChange('drawn', signatureData);
      if (!signatureData) setDrawing(true);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={message ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Signature</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="signatureType"
              value={choice.value}
              checked={signatureType === choice.value}
              onChange={() => choose(choice.value)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium">{choice.label}</span>
              <span className="block text-xs text-ink-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>

      {signatureType === 'drawn' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {signatureData ? (
            <SignaturePreview signatureType="drawn" signatureData={signatureData} fullName={fullName} />
          ) : null}
          <Button variant="secondary" onClick={() => setDrawing(true)}>
            {signatureData ? 'Redraw signature' : 'Draw signature'}
          </Button>
        </div>
      ) : (
        <SignaturePreview signatureType="computer" signatureData={null} fullName={fullName} />
      )}
      {message ? (
        <p id={errorId} className="text-sm text-danger">
          {message}
        </p>
      ) : null}

      <SignatureDialog
        open={drawing}
        onCancel={() => {
          setDrawing(false);
          setClosedUndrawn(true);
        }}
        onSave={(data) => {
          onChange('drawn', data);
          setDrawing(false);
        }}
      />
    </fieldset>
  );
}
