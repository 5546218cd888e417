/**
 * Cold start of the floor: bench/browser's plain-React list of the page's controls (no engine),
 * as many as ours renders (`?inputs=n&selects=a,b,…`, given by the runner).
 */
import { PlainList } from '../../../browser/src/baselines.tsx';
import { coldMount } from './cold.tsx';

const query = new URLSearchParams(location.search);
const selects = (query.get('selects') ?? '').split(',').filter(Boolean).map(Number);
coldMount(() => (
  <PlainList kind="baseline" inputs={Number(query.get('inputs'))} selects={selects} />
));
