import { useEffect, useRef } from 'react';
import { SIGNATURE_CANVAS } from '@telehealth/schema';
import { Button, Dialog } from '@telehealth/ui';
import { useSignatureCanvas } from './use-signature-canvas';

interface SignatureDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The drawn signature as a JPEG data URL. */
  onSave: (signatureData: string) => void;
}

/** 'Draw Your Signature': a 600×200 canvas, saved as a JPEG (spec §5). */
export function SignatureDialog({ open, onCancel, onSave }: SignatureDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title="Draw Your Signature" size="lg" className="sm:max-w-2xl">
      {open ? <SignaturePad onCancel={onCancel} onSave={onSave} /> : null}
    </Dialog>
  );
}

function SignaturePad({ onCancel, onSave }: Omit<SignatureDialogProps, 'open'>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { hasInk, clear, toDataUrl, handlers } = useSignatureCanvas(canvasRef);

  // A fresh sheet every time the dialog opens.
  useEffect(() => clear(), [clear]);

  const save = () => {
    const data = toDataUrl();
    if (data) onSave(data);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">Sign inside the box with your mouse, pen or finger.</p>
      <canvas
        ref={canvasRef}
        width={SIGNATURE_CANVAS.width}
        height={SIGNATURE_CANVAS.height}
        aria-label="Signature pad"
        // touch-none: a finger stroke draws instead of scrolling the page.
        className="aspect-[3/1] w-full cursor-crosshair touch-none rounded-xl border border-line bg-white"
        {...handlers}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={clear} disabled={!hasInk}>
          Clear
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!hasInk}>
            Save Signature
          </Button>
        </div>
      </div>
    </div>
  );
}
