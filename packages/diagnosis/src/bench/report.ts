import type { BenchFigures, ReliabilityBin } from './metrics.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function printFigures(f: BenchFigures): void {
  const lines = [
    ['patients', String(f.patients)],
    ['GTPA@1', pct(f.gtpa1)],
    ['GTPA@3', pct(f.gtpa3)],
    ['GTPA@5', pct(f.gtpa5)],
    ['mean questions', f.meanQuestions.toFixed(2)],
    ['DDR', pct(f.ddr)],
    ['DDP', pct(f.ddp)],
    ['DDF1 (mean per patient)', pct(f.ddf1)],
    ['DDF1 (of mean DDR, DDP)', pct(f.ddf1OfMeans)],
    [`severity 1-2 urgent or emergency (n=${f.counts.severe})`, pct(f.severeEscalated)],
    [`severity 4-5 emergency (n=${f.counts.mild})`, pct(f.mildEmergency)],
    [`severity 5 urgent or emergency (n=${f.counts.mildest})`, pct(f.mildestEscalated)],
    ['ms per patient', f.msPerPatient.toFixed(2)],
  ];
  const width = Math.max(...lines.map(([k]) => (k as string).length));
  for (const [k, v] of lines) console.log(`  ${(k as string).padEnd(width)}  ${v}`);
  console.log('  triage by severity   emergency   urgent   routine');
  for (const [severity, row] of Object.entries(f.triageBySeverity)) {
    console.log(
      `  severity ${severity}           ${String(row.emergency).padStart(9)}   ${String(row.urgent).padStart(6)}   ${String(row.routine).padStart(7)}`,
    );
  }
}

export function printReliability(bins: ReliabilityBin[]): void {
  console.log('  top probability   patients   mean probability   right');
  for (const b of bins) {
    if (!b.count) continue;
    console.log(
      `  ${b.from.toFixed(2)}-${b.to.toFixed(2)}      ${String(b.count).padStart(8)}   ${pct(b.meanConfidence).padStart(16)}   ${pct(b.accuracy).padStart(6)}`,
    );
  }
}
