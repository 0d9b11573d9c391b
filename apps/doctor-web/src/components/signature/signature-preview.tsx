import type { Doctor } from '@telehealth/schema';

interface SignaturePreviewProps {
  signatureType: Doctor['signatureType'];
  signatureData: string | null;
  fullName: string;
}

/** How the signature will look on documents: the drawn image, or the name set in a signing hand. */
export function SignaturePreview({ signatureType, signatureData, fullName }: SignaturePreviewProps) {
  if (signatureType === 'drawn' && signatureData) {
    return (
      <img
        src={signatureData}
        alt="Your drawn signature"
        className="h-20 w-60 rounded-lg border border-line bg-white object-contain"
      />
    );
  }
  return (
    <p
      aria-label="Your computer signature"
      className="flex min-h-20 w-60 max-w-full items-center rounded-lg border border-line bg-white px-4 py-2 font-serif text-2xl break-words italic text-ink"
    >
      {fullName.trim() || 'Your name'}
    </p>
  );
}
