import { createRoot } from 'react-dom/client';
import '@sen/ui/style.css';
import { ThemeRoot } from '@sen/ui';
import './page.css';
import { codeOf, makeRows } from './rows';
import { PlainTable } from './PlainTable';
import { KitTable } from './KitTable';
import { heapMB, installProbe, markUsableWhenPainted, scrollThrough } from './probe';
import type { BenchProbe } from './probe';

// `?impl=plain|datatable&rows=N`: one table of N deterministic rows, all on one page.
const params = new URLSearchParams(location.search);
const impl = params.get('impl') === 'datatable' ? 'datatable' : 'plain';
const count = Number(params.get('rows') ?? '1000');

const container = document.getElementById('root') as HTMLElement;
const probe: BenchProbe = {
  impl,
  rows: count,
  usable: false,
  scrollThrough: (maxSteps) => scrollThrough(container, codeOf(count), maxSteps),
  heapMB,
};
installProbe(probe);

const rows = makeRows(count);
performance.mark('rows-ready');

createRoot(container).render(
  <ThemeRoot>{impl === 'plain' ? <PlainTable rows={rows} /> : <KitTable rows={rows} />}</ThemeRoot>,
);
markUsableWhenPainted(container, probe);
