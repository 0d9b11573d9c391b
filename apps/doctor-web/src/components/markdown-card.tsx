import { Card, CardContent, CardHeader, CardTitle, LazyMarkdown } from '@telehealth/ui';
import { keepLineBreaks } from '../lib/keep-line-breaks';

/** A card of rendered markdown: the clinical summary, the differential diagnoses. */
export function MarkdownCard({ title, markdown }: { title: string; markdown: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        <LazyMarkdown>{keepLineBreaks(markdown)}</LazyMarkdown>
      </CardContent>
    </Card>
  );
}
